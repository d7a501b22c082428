import type { Payment } from '../api/types';

/**
 * A payment as GET /courses/payments/ answers it: by default the course paid with the sandbox's
 * Visa test card, access granted and the 14-day refusal window open. Tests change what they need.
 */
export function samplePayment(changes: Partial<Payment> = {}): Payment {
  return {
    payment_id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    course: 1,
    course_title: 'International Arbitration',
    created_at: '2026-11-20T09:00:00Z',
    amount: '180000.00',
    currency: 'KZT',
    display_amount: '450.00',
    display_currency: 'USD',
    status: 'paid',
    failure_reason: null,
    card_brand: 'visa',
    card_last4: '4242',
    paid_at: '2026-11-20T09:01:00Z',
    expires_at: '2026-11-20T09:30:00Z',
    payment_url: null,
    access_granted_at: '2026-11-20T09:01:00Z',
    refusal_deadline: '2026-12-04T19:00:00Z',
    can_request_refusal: true,
    refusal: null,
    ...changes,
  };
}
