import { api, type PaymentPayload, type PaymentData } from '@academy/shared';

/** POST /courses/create-payment/ */
export function postPayment(payload: PaymentPayload): Promise<PaymentData> {
  return api.post<PaymentData>('/courses/create-payment/', { fallback: 'payment', json: payload });
}
