import { api } from '@academy/shared';

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired';

/** One of the student's payments, as the site reads it on return from the card page. */
export interface Payment {
  payment_id: string;
  course: number;
  status: PaymentStatus;
  /** Why it did not go through: card_declined, insufficient_funds, authentication_failed, ... */
  failure_reason: string | null;
  payment_url: string | null;
}

/** GET /courses/payments/{paymentId}/ */
export function getPayment(paymentId: string): Promise<Payment> {
  return api.get<Payment>(`/courses/payments/${encodeURIComponent(paymentId)}/`, {
    fallback: 'paymentFetch',
  });
}
