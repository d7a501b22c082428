import { api, type Payment } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/**
 * POST /courses/payments/{id}/refusal/: refuses the course within 14 calendar days of gaining access,
 * as the public offer says; answers the payment with the refusal recorded.
 */
export function postRefusal(paymentId: string, reason: string): Promise<Payment> {
  return api.call(endpoints.refusal, { params: { paymentId }, json: reason ? { reason } : {} });
}
