import { Type } from 'typebox';
import { Email } from './entities';

/**
 * POST /courses/feedback/: the home page's contact form (decisions 0121, 0400). The front end's payload
 * type is its Static<>.
 */
export const FeedbackBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Email,
  message: Type.String({ minLength: 1, maxLength: 5000 }),
});
