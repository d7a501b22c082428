import { api } from '../client';
import type { PaymentPayload, PaymentData } from '../types';

/** POST /courses/create-payment/ */
export function postPayment(payload: PaymentPayload): Promise<PaymentData> {
  return api.post<PaymentData>('/courses/create-payment/', { fallback: 'payment', json: payload });
}
