import { createMutation } from '@academy/shared';
import { postPayment } from './api/post-payment';

/** Creating a payment for a course; `data` holds the payment (its URL to follow), `reset` clears it. */
export const useCreatePayment = createMutation({
  mutate: (courseId: number) => postPayment({ course: courseId }),
  fallback: 'payment',
});
