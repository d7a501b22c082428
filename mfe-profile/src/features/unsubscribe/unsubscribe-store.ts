import { ApiError, errorMessage, type Unsubscribed, type UnsubscribeTarget } from '@academy/shared';
import { create } from 'zustand';
import { getUnsubscribeTarget } from './api/get-unsubscribe-target';
import { postUnsubscribe } from './api/post-unsubscribe';

/**
 * Where a mail's unsubscribe link stands: asking what it stops, asking the person (`ready`), the
 * mails stopped (`done`), a token that does not verify (`invalid`, the API's 404), or a failure.
 */
export type UnsubscribeStep =
  | { name: 'loading' }
  | { name: 'ready'; target: UnsubscribeTarget; pending: boolean; error: string | null }
  | { name: 'done'; answer: Unsubscribed }
  | { name: 'invalid' }
  | { name: 'error'; error: string };

export interface UnsubscribeState {
  token: string | null;
  step: UnsubscribeStep;
  /** Reads what the token's link stops. */
  open: (token: string) => Promise<void>;
  /** Stops those mails (POST, no session needed). */
  confirm: () => Promise<void>;
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const useUnsubscribe = create<UnsubscribeState>()((set, get) => ({
  token: null,
  step: { name: 'loading' },
  open: async (token) => {
    set({ token, step: { name: 'loading' } });
    try {
      const target = await getUnsubscribeTarget(token);
      if (get().token === token) set({ step: { name: 'ready', target, pending: false, error: null } });
    } catch (error) {
      if (get().token !== token) return;
      set({
        step: notFound(error)
          ? { name: 'invalid' }
          : { name: 'error', error: errorMessage(error, 'unsubscribe') },
      });
    }
  },
  confirm: async () => {
    const { token, step } = get();
    if (token === null || step.name !== 'ready' || step.pending) return;
    set({ step: { ...step, pending: true, error: null } });
    try {
      const answer = await postUnsubscribe(token);
      set({ step: { name: 'done', answer } });
    } catch (error) {
      set({
        step: notFound(error)
          ? { name: 'invalid' }
          : { ...step, pending: false, error: errorMessage(error, 'unsubscribe') },
      });
    }
  },
}));
