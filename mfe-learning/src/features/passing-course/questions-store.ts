import { createMutation, type Answer, type Question } from '@academy/shared';
import { postAnswer } from './api/post-answer';
import { postQuestion } from './api/post-question';
import { prependAnswer, useCurriculum } from './curriculum-store';
import { isSendableText } from './questions';

/** Asking a question of the selected lecture; the curriculum is reloaded so it appears. */
export const useAskQuestion = createMutation({
  mutate: (lectureId: number, content: string) => postQuestion({ lecture: lectureId, content }),
  fallback: 'question',
  onSuccess: async () => {
    await useCurriculum.getState().reload();
  },
});

/** Answering a question; the answer is prepended to the question's answers. */
export const useAnswerQuestion = createMutation({
  mutate: (questionId: number, content: string) => postAnswer({ question: questionId, content }),
  fallback: 'answer',
  onSuccess: (answer, questionId) => prependAnswer(questionId, answer),
});

/** Sends a question (non-empty text only); the question, or null when not sent. */
export async function askQuestion(lectureId: number, content: string): Promise<Question | null> {
  if (!isSendableText(content)) return null;
  const ok = await useAskQuestion.getState().run(lectureId, content.trim());
  return ok ? useAskQuestion.getState().data : null;
}

/** Sends an answer (non-empty text only); the answer, or null when not sent. */
export async function answerQuestion(questionId: number, content: string): Promise<Answer | null> {
  if (!isSendableText(content)) return null;
  const ok = await useAnswerQuestion.getState().run(questionId, content.trim());
  return ok ? useAnswerQuestion.getState().data : null;
}
