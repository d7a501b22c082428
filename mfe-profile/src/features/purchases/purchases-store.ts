import { createMutation, createResource, type Payment } from '@academy/shared';
import { getPayments } from './api/get-payments';
import { postRefusal } from './api/post-refusal';
import { serverWordsOr } from '../../lib/server-words';

/** The student's purchases in the payment section, loaded from the API each time the panel opens. */
export const usePurchases = createResource({
  fetch: () => getPayments(),
  fallback: 'paymentFetch',
});

/** Refusing the course; the recorded refusal replaces the payment in the list. */
export const useRefuseCourse = createMutation({
  mutate: (paymentId: string, reason: string) => postRefusal(paymentId, reason),
  fallback: 'paymentFetch',
  message: serverWordsOr('profile:payment.refusal.error'),
  onSuccess: (updated: Payment) =>
    usePurchases
      .getState()
      .setData((list) =>
        list ? list.map((payment) => (payment.payment_id === updated.payment_id ? updated : payment)) : list,
      ),
});

/** Forgets the purchases and the refusal's state (log out, account deleted). */
export function resetPurchases(): void {
  usePurchases.getState().reset();
  useRefuseCourse.getState().reset();
}
