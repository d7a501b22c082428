import { create } from 'zustand';
import { errorMessage } from '../api/errors';
import { postAnswer } from '../api/endpoints/post-answer';
import { postQuestion } from '../api/endpoints/post-question';
import type { Answer, Question } from '../api/types';
import { isSendableText } from '../rules/validation';
import { useTopicsStore } from './topics-store';

/** Asking and answering questions of the selected lecture. */
export interface QuestionsState {
  loading: boolean;
  error: string | null;
  /** Sends a question (non-empty text only), then reloads the curriculum so it appears. */
  askQuestion: (lectureId: number, content: string) => Promise<Question | null>;
  /** Sends an answer (non-empty text only) and prepends it to the question's answers. */
  answerQuestion: (questionId: number, content: string) => Promise<Answer | null>;
}

export const useQuestionsStore = create<QuestionsState>()((set) => ({
  loading: false,
  error: null,

  askQuestion: async (lectureId, content) => {
    if (!isSendableText(content)) return null;
    set({ loading: true, error: null });
    try {
      const question = await postQuestion({ lecture: lectureId, content: content.trim() });
      set({ loading: false });
      await useTopicsStore.getState().reloadCurriculum();
      return question;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'question') });
      return null;
    }
  },

  answerQuestion: async (questionId, content) => {
    if (!isSendableText(content)) return null;
    set({ loading: true, error: null });
    try {
      const answer = await postAnswer({ question: questionId, content: content.trim() });
      useTopicsStore.getState().prependAnswer(questionId, answer);
      set({ loading: false });
      return answer;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'answer') });
      return null;
    }
  },
}));
