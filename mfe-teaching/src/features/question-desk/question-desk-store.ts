import {
  createMutation,
  createResource,
  type StaffAnswer,
  type StaffQuestionPage,
  type StaffQuestionQuery,
} from '@academy/shared';
import { getStaffQuestions } from './api/get-staff-questions';
import { postStaffAnswer } from './api/post-staff-answer';
import { putImportant } from './api/put-important';

/** One page of the questions for the view and search in the address. */
export const useStaffQuestions = createResource<StaffQuestionPage, [StaffQuestionQuery]>({
  fetch: (query) => getStaffQuestions(query),
  fallback: 'questionsFetch',
});

/** The answer the instructor sends; the answered question shows it at once and counts it. */
export const useAnswerQuestion = createMutation({
  mutate: (questionId: number, content: string) => postStaffAnswer(questionId, { content }),
  fallback: 'answer',
  onSuccess: (answer: StaffAnswer, questionId: number) =>
    useStaffQuestions.getState().setData((page) =>
      page
        ? {
            ...page,
            results: page.results.map((question) =>
              question.id === questionId
                ? {
                    ...question,
                    answers: [...question.answers, answer],
                    answers_count: question.answers_count + 1,
                  }
                : question,
            ),
          }
        : page,
    ),
});

/** The "important" mark, for every student; the list shows the mark the API confirmed. */
export const useMarkImportant = createMutation({
  mutate: (questionId: number, important: boolean) => putImportant(questionId, important),
  fallback: 'questionMark',
  onSuccess: (mark) =>
    useStaffQuestions.getState().setData((page) =>
      page
        ? {
            ...page,
            results: page.results.map((question) =>
              question.id === mark.question ? { ...question, is_important: mark.important } : question,
            ),
          }
        : page,
    ),
});

/** Forgets the list and the actions' outcomes (the screen is left). */
export function resetQuestionDesk(): void {
  useStaffQuestions.getState().reset();
  useAnswerQuestion.getState().reset();
  useMarkImportant.getState().reset();
}
