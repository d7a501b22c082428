import { ApiError, createMutation, createResource, i18n, type Payment } from '@academy/shared';
import { getPayments } from './api/get-payments';
import { postRefusal } from './api/post-refusal';

/** The student's purchases in the payment section, loaded from the API each time the panel opens. */
export const usePurchases = createResource({
  fetch: () => getPayments(),
  fallback: 'paymentFetch',
});

/** The server's words when it gave any (window closed, already requested), else the section's own. */
function refusalFailure(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.kind !== 'http' || error.detail || Object.keys(error.fieldErrors).length > 0)
  )
    return error.message;
  return i18n.t('profile:payment.refusal.error');
}

/** Refusing the course; the recorded refusal replaces the payment in the list. */
export const useRefuseCourse = createMutation({
  mutate: (paymentId: string, reason: string) => postRefusal(paymentId, reason),
  fallback: 'paymentFetch',
  message: refusalFailure,
  onSuccess: (updated: Payment) =>
    usePurchases
      .getState()
      .setData((list) =>
        list ? list.map((payment) => (payment.payment_id === updated.payment_id ? updated : payment)) : list,
      ),
});
