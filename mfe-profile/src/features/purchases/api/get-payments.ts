import { api, type Payment } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /courses/payments/: the student's payments, newest first (docs/decisions/0121). */
export function getPayments(): Promise<Payment[]> {
  return api.call(endpoints.payments);
}
