import { api, type Payment } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/payments/{paymentId}/: one of the student's payments, read on return from the card page. */
export function getPayment(paymentId: string): Promise<Payment> {
  return api.call(endpoints.payment, { params: { paymentId } });
}
