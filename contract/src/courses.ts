import { Type } from 'typebox';

/**
 * Request bodies of the student's course routes (prefix /courses). The routes validate with these; the
 * front end's payload types are their Static<> (shared/src/api/types.ts).
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const Content = Type.String({ minLength: 1, maxLength: 5000 });

/** POST /courses/questions/: the title is made from the content. */
export const QuestionBody = Type.Object({ lecture: Id, content: Content });

/** POST /courses/answers/ */
export const AnswerBody = Type.Object({ question: Id, content: Content });
