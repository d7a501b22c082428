import { api, type QuestionFilter, type QuestionPage, type QuestionSort } from '@academy/shared';

export interface QuestionQuery {
  lecture: number;
  search: string;
  filter: QuestionFilter;
  sort: QuestionSort;
  page?: number;
}

/** GET /courses/questions/?lecture=&search=&filter=&sort=&page= */
export function getQuestions(query: QuestionQuery): Promise<QuestionPage> {
  const searchParams: Record<string, string> = {
    lecture: String(query.lecture),
    filter: query.filter,
    sort: query.sort,
  };
  if (query.search.trim() !== '') searchParams.search = query.search.trim();
  if (query.page && query.page > 1) searchParams.page = String(query.page);
  return api.get<QuestionPage>('/courses/questions/', {
    fallback: 'questionsFetch',
    searchParams,
    // A later page can be answered 404 "Invalid page."; the first only when the list is not served.
    addition: { name: 'questions', probe: searchParams.page === undefined },
  });
}
