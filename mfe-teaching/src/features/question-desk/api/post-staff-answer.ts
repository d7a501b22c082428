import { api, type StaffAnswer, type StaffAnswerPayload } from '@academy/shared';
import { endpoints } from '../../../api/endpoints';

/** POST /teaching/questions/{id}/answers/: an answer the students' thread marks "Instructor". */
export function postStaffAnswer(questionId: number, answer: StaffAnswerPayload): Promise<StaffAnswer> {
  return api.call(endpoints.answer, { params: { questionId }, json: answer });
}
