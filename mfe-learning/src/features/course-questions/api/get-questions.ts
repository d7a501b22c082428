import { api, type QuestionListQuery, type QuestionPage } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/**
 * What the questions tab asks for: the route's query with the page and the keyset cursor (which the
 * API's `next` link carries with `page`, decision 0194, passed on as it is) left out on the first page.
 */
export type QuestionQuery = Pick<QuestionListQuery, 'lecture' | 'search' | 'filter' | 'sort'> &
  Partial<Pick<QuestionListQuery, 'page' | 'cursor'>>;

/** GET /courses/questions/?lecture=&search=&filter=&sort=&page=&cursor=; `signal` cancels it. */
export function getQuestions(query: QuestionQuery, signal?: AbortSignal): Promise<QuestionPage> {
  const search = query.search.trim();
  const page = query.page && query.page > 1 ? String(query.page) : undefined;
  return api.call(endpoints.questions, {
    query: {
      lecture: String(query.lecture),
      filter: query.filter,
      sort: query.sort,
      search: search === '' ? undefined : search,
      page,
      cursor: page === undefined ? undefined : query.cursor,
    },
    signal,
    // A later page can be answered 404 "Invalid page."; the first only when the list is not served.
    probe: page === undefined,
  });
}
