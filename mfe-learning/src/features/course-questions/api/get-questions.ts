import { api, type Question } from '@academy/shared';

export type QuestionFilter = 'all' | 'important' | 'answered' | 'unanswered';
export type QuestionSort = 'newest' | 'oldest' | 'alphabetical';

export interface QuestionQuery {
  lecture: number;
  search: string;
  filter: QuestionFilter;
  sort: QuestionSort;
  page?: number;
}

export interface ListedQuestion extends Question {
  /** Marked important by the signed-in student (private to them). */
  is_important: boolean;
}

/** DRF's page: the matching count, links to the neighbouring pages, and this page's questions. */
export interface QuestionPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ListedQuestion[];
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
