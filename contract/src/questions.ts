import { Type } from 'typebox';
import {
  Answer,
  CappedPage,
  CURSOR_MAX_LENGTH,
  ListedQuestion,
  Page,
  PageQuery,
  QUESTION_FILTERS,
  QUESTION_SORTS,
} from './entities';

/**
 * The query and answers of a lecture's question list and the "important" mark (prefix /courses,
 * docs/decisions/0171). The routes validate and serialise with these; the front end's types are their
 * Static<> (shared/src/api/types.ts).
 */

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

const Choice = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], default: values[0], description });

/** GET /courses/questions/?lecture=&search=&filter=&sort=&page=&page_size=&cursor= */
export const QuestionListQuery = Type.Object({
  lecture: Id,
  search: Type.String({ maxLength: 200, default: '' }),
  filter: Choice(QUESTION_FILTERS, 'Which questions'),
  sort: Choice(QUESTION_SORTS, 'Order of the list'),
  ...PageQuery,
  cursor: Type.Optional(
    Type.String({
      maxLength: CURSOR_MAX_LENGTH,
      description:
        'Opaque keyset cursor, as the `next` link carries it with the page number it leads to: the page ' +
        "is then read from the previous page's last row instead of skipping rows. Only valid with the " +
        'lecture, search, filter, sort, page and page_size of that link (else 400). Do not build one.',
    }),
  ),
});

/**
 * DRF's page: the matching count, links to the neighbouring pages, and this page's questions; a
 * searched listing's count stops at QUESTION_COUNT_CAP (`count_capped`, decision 0189).
 */
export const QuestionPage = CappedPage(ListedQuestion);

/** GET /courses/questions/{id}/answers/?page=&page_size=: a question's whole thread, newest first. */
export const AnswerListQuery = Type.Object(PageQuery);
export const AnswerPage = Page(Answer);

/** PUT or DELETE /courses/questions/{id}/important/: the signed-in student's private mark. */
export const QuestionMark = Type.Object({ question: Type.Integer(), is_important: Type.Boolean() });
