import { createMutation, errorMessage, type PaymentStatus } from '@academy/shared';
import { create } from 'zustand';
import { getPayment } from './api/get-payment';
import { postPayment } from './api/post-payment';

/** Creating a payment for a course; `data` holds the payment (its URL to follow), `reset` clears it. */
export const useCreatePayment = createMutation({
  mutate: (courseId: number) => postPayment({ course: courseId }),
  fallback: 'payment',
});

/** What the page says after the student comes back from the card page. */
export type PaymentOutcome =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'paid' }
  | { state: 'failed'; status: PaymentStatus; reason: string | null }
  /** The provider has not told us yet (the callback is late): the student may check again. */
  | { state: 'unconfirmed' }
  | { state: 'error'; message: string };

export const usePaymentReturn = create<{ outcome: PaymentOutcome }>()(() => ({
  outcome: { state: 'idle' },
}));

export interface CheckPaymentOptions {
  /** Waits between reads while the payment is still pending. */
  wait?: (ms: number) => Promise<void>;
  attempts?: number;
  intervalMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads the payment the student returned with; while the provider's confirmation has not reached the
 * API it asks again a few times. Resolves with the outcome (also held in usePaymentReturn).
 */
export async function checkPayment(
  paymentId: string,
  options: CheckPaymentOptions = {},
): Promise<PaymentOutcome> {
  const wait = options.wait ?? sleep;
  const attempts = options.attempts ?? 8;
  const interval = options.intervalMs ?? 1500;
  const set = (outcome: PaymentOutcome) => {
    usePaymentReturn.setState({ outcome });
    return outcome;
  };
  set({ state: 'checking' });
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      const payment = await getPayment(paymentId);
      if (payment.status === 'paid') return set({ state: 'paid' });
      if (payment.status !== 'pending')
        return set({ state: 'failed', status: payment.status, reason: payment.failure_reason });
    } catch (error) {
      return set({ state: 'error', message: errorMessage(error, 'paymentFetch') });
    }
    if (attempt < attempts - 1) await wait(interval);
  }
  return set({ state: 'unconfirmed' });
}

export function clearPaymentOutcome(): void {
  usePaymentReturn.setState({ outcome: { state: 'idle' } });
}
