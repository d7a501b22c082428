import { api, type PaymentPayload, type PaymentData } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /courses/create-payment/ */
export function postPayment(payload: PaymentPayload): Promise<PaymentData> {
  return api.call(endpoints.createPayment, { json: payload });
}
