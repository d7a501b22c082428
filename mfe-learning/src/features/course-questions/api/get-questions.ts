import { api, type QuestionFilter, type QuestionPage, type QuestionSort } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

export interface QuestionQuery {
  lecture: number;
  search: string;
  filter: QuestionFilter;
  sort: QuestionSort;
  page?: number;
  /** The keyset cursor the API's `next` link carries with `page` (decision 0183), passed on as it is. */
  cursor?: string;
}

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
