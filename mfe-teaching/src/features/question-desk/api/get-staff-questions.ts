import { api, type StaffQuestionPage, type StaffQuestionQuery } from '@academy/shared';

/** GET /teaching/questions/?unanswered=&search=&page=: every lecture's questions, newest first. */
export function getStaffQuestions(query: StaffQuestionQuery): Promise<StaffQuestionPage> {
  const searchParams: Record<string, string> = {};
  if (query.unanswered) searchParams.unanswered = 'true';
  const search = query.search?.trim() ?? '';
  if (search !== '') searchParams.search = search;
  if (query.page && query.page > 1) searchParams.page = String(query.page);
  return api.get<StaffQuestionPage>('/teaching/questions/', {
    fallback: 'questionsFetch',
    ...(Object.keys(searchParams).length > 0 ? { searchParams } : {}),
  });
}
