import { api, type StaffAnswer, type StaffAnswerPayload } from '@academy/shared';

/** POST /teaching/questions/{id}/answers/: an answer the students' thread marks "Instructor". */
export function postStaffAnswer(questionId: number, answer: StaffAnswerPayload): Promise<StaffAnswer> {
  return api.post<StaffAnswer>(`/teaching/questions/${questionId}/answers/`, {
    fallback: 'answer',
    json: answer,
  });
}
