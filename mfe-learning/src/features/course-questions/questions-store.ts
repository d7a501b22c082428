import {
  createMutation,
  createResource,
  offeredOr,
  type Answer,
  type ListedQuestion,
  type Question,
  type QuestionPage,
} from '@academy/shared';
import { prependAnswer, useCurriculum } from '../../resources/curriculum';
import { deleteQuestionMark } from './api/delete-question-mark';
import { getQuestions, type QuestionQuery } from './api/get-questions';
import { postAnswer } from './api/post-answer';
import { curriculumQuestionPage, followCurriculum } from './local-questions';
import { postQuestion } from './api/post-question';
import { putQuestionMark } from './api/put-question-mark';

/**
 * The selected lecture's questions as the API searches, filters and sorts them; pages appended by
 * `loadMore`. A backend without that call: the same, made from the curriculum (local-questions.ts).
 */
export const useQuestionList = createResource({
  fetch: (query: QuestionQuery) => offeredOr(getQuestions(query), () => curriculumQuestionPage(query)),
  fallback: 'questionsFetch',
  initialData: null as QuestionPage | null,
});
followCurriculum(useQuestionList);

function updateQuestion(questionId: number, change: (question: ListedQuestion) => ListedQuestion) {
  useQuestionList.getState().setData((page) =>
    page
      ? {
          ...page,
          results: page.results.map((question) => (question.id === questionId ? change(question) : question)),
        }
      : page,
  );
}

/**
 * Asks a question under a lecture; the list and the curriculum are reloaded so it appears
 * (docs/product/course-and-learning.md#questions).
 */
export const useAskQuestion = createMutation({
  mutate: (lectureId: number, content: string) => postQuestion({ lecture: lectureId, content }),
  fallback: 'question',
  onSuccess: async () => {
    await Promise.all([useQuestionList.getState().reload(), useCurriculum.getState().reload()]);
  },
});

/** Answers a question; the answer is prepended to its question in the list and in the curriculum. */
export const useAnswerQuestion = createMutation({
  mutate: (questionId: number, content: string) => postAnswer({ question: questionId, content }),
  fallback: 'answer',
  onSuccess: (answer: Answer, questionId: number) => {
    updateQuestion(questionId, (question) => ({ ...question, answers: [answer, ...question.answers] }));
    prependAnswer(questionId, answer);
  },
});

/** Loads the page after the last one shown and appends its questions. */
export async function loadMoreQuestions(): Promise<boolean> {
  const { data, args } = useQuestionList.getState();
  const query = args?.[0];
  if (!data?.next || !query) return false;
  // DRF's `next` link names the page to ask for.
  const page = Number(new URL(data.next).searchParams.get('page'));
  if (!Number.isInteger(page) || page < 2) return false;
  try {
    const more = await getQuestions({ ...query, page });
    useQuestionList.getState().setData((current) =>
      current
        ? {
            ...more,
            previous: current.previous,
            results: [
              ...current.results,
              ...more.results.filter(
                (question) => !current.results.some((shown) => shown.id === question.id),
              ),
            ],
          }
        : more,
    );
    return true;
  } catch {
    return false;
  }
}

/**
 * Marks or unmarks a question as important for this student. The star changes at once and goes back
 * when the server refuses; resolves false then.
 */
export async function toggleImportant(question: Question & { is_important: boolean }): Promise<boolean> {
  const important = !question.is_important;
  updateQuestion(question.id, (current) => ({ ...current, is_important: important }));
  try {
    await (important ? putQuestionMark(question.id) : deleteQuestionMark(question.id));
    return true;
  } catch {
    updateQuestion(question.id, (current) => ({ ...current, is_important: !important }));
    return false;
  }
}
