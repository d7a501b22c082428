import { api, type Payment } from '@academy/shared';

/** GET /courses/payments/{paymentId}/: one of the student's payments, read on return from the card page. */
export function getPayment(paymentId: string): Promise<Payment> {
  return api.get<Payment>(`/courses/payments/${encodeURIComponent(paymentId)}/`, {
    fallback: 'paymentFetch',
  });
}
