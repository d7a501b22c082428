import { api, type StaffQuestionPage, type StaffQuestionQuery } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** GET /teaching/questions/?unanswered=&search=&page=: every lecture's questions, newest first. */
export function getStaffQuestions(query: StaffQuestionQuery): Promise<StaffQuestionPage> {
  const search = query.search?.trim() ?? '';
  return api.call(endpoints.questions, {
    query: {
      unanswered: query.unanswered ? 'true' : undefined,
      search: search === '' ? undefined : search,
      page: query.page && query.page > 1 ? String(query.page) : undefined,
    },
  });
}
