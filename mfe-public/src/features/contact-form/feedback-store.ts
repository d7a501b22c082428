import { createMutation } from '@academy/shared';
import { postFeedback } from './api/post-feedback';

/** The contact form's send (docs/decisions/0400). */
export const useSendFeedback = createMutation({ mutate: postFeedback, fallback: 'feedback' });
