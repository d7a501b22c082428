import { api, type Money } from '@academy/shared';

export type PaymentStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'expired';
export type CardBrand = 'visa' | 'mastercard';

/** One of the student's payments, as GET /courses/payments/ answers it (the fields this screen shows). */
export interface StudentPayment {
  payment_id: string;
  course: number;
  course_title: string;
  created_at: string;
  paid_at: string | null;
  amount: Money;
  currency: string;
  display_amount: Money;
  display_currency: string;
  status: PaymentStatus;
  card_brand: CardBrand | null;
  card_last4: string | null;
}

/** GET /courses/payments/: the signed-in student's payments, newest first. */
export function getPayments(): Promise<StudentPayment[]> {
  return api.get<StudentPayment[]>('/courses/payments/', { fallback: 'payment' });
}
