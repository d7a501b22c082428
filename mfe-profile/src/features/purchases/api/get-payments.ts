import { api, type Payment } from '@academy/shared';

/** GET /courses/payments/: the student's payments, newest first (docs/decisions/0121). */
export function getPayments(): Promise<Payment[]> {
  return api.get<Payment[]>('/courses/payments/', {
    fallback: 'paymentFetch',
    addition: { name: 'payments', probe: true },
  });
}
