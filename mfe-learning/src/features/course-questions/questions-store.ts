import {
  createMutation,
  errorMessage,
  isOffered,
  offeredOr,
  type Answer,
  type ListedQuestion,
  type Question,
  type QuestionPage,
} from '@academy/shared';
import { create } from 'zustand';
import { prependAnswer, useCurriculum } from '../../resources/curriculum';
import { deleteQuestionMark } from './api/delete-question-mark';
import { getQuestions, type QuestionQuery } from './api/get-questions';
import { postAnswer } from './api/post-answer';
import { curriculumQuestionPage, followCurriculum } from './local-questions';
import { postQuestion } from './api/post-question';
import { putQuestionMark } from './api/put-question-mark';

/** Where the first page stands: `idle` before any load. */
export type ListStatus = 'idle' | 'loading' | 'success' | 'error';

export interface NextPage {
  page: number;
  cursor?: string;
}

export interface QuestionListState {
  /** The search, filter and sort the shown questions answer (without a page). */
  query: QuestionQuery | null;
  /** The questions of every page loaded so far, in the listing's order. */
  results: ListedQuestion[];
  /** How many questions the whole listing holds (its `count`), null before the first page. */
  count: number | null;
  /**
   * The count stopped at the API's cap (`count_capped`, decision 0189): more than `count` questions
   * match. The list then pages on by `next` alone and never reckons a last page from the count.
   */
  countCapped: boolean;
  /**
   * The page to ask for next (from DRF's `next` link): its number and the keyset cursor the API's link
   * carries with it (decision 0194; a DRF backend's link has none); null at the end of the list.
   */
  nextPage: NextPage | null;
  status: ListStatus;
  error: string | null;
  /** Loading the next page: its own state, so the rows shown stay while it loads or fails. */
  moreStatus: 'idle' | 'loading' | 'error';
  moreError: string | null;
  /** Loads page 1 of a query; cancels whatever the list was loading. Resolves true on success. */
  load: (query: QuestionQuery) => Promise<boolean>;
  /** Appends the next page; a second call while one loads shares it. False at the end or on failure. */
  loadMore: () => Promise<boolean>;
  /** Loads page 1 of the current query again (the retry of a failed first page). */
  reload: () => Promise<boolean>;
  /** Changes the questions held in place, e.g. after a mark or an answer the server confirmed. */
  setResults: (update: (results: ListedQuestion[]) => ListedQuestion[]) => void;
  reset: () => void;
}

const EMPTY = {
  query: null,
  results: [],
  count: null,
  countCapped: false,
  nextPage: null,
  status: 'idle',
  error: null,
  moreStatus: 'idle',
  moreError: null,
} satisfies Partial<QuestionListState>;

/**
 * The page number DRF's `next` link names, with the link's cursor if it has one, or null (the last
 * page, or a link without a page number).
 */
function nextPageOf(page: QuestionPage): NextPage | null {
  if (!page.next) return null;
  const params = new URL(page.next, 'http://x.invalid').searchParams;
  const number = Number(params.get('page'));
  if (!Number.isInteger(number) || number < 2) return null;
  const cursor = params.get('cursor');
  return cursor === null ? { page: number } : { page: number, cursor };
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The selected lecture's questions, page by page as the API searches, filters and sorts them
 * (decision 0706). A new query cancels the requests of the old one (AbortController), and an answer
 * that arrives for an older query is dropped all the same. A backend without the listing: the
 * lecture's questions from the curriculum, searched, filtered and sorted here, on one page
 * (local-questions.ts, decision 0211).
 */
export const useQuestionList = create<QuestionListState>()((set, get) => {
  let controller = new AbortController();
  let more: Promise<boolean> | null = null;

  const restart = (): AbortSignal => {
    controller.abort();
    controller = new AbortController();
    more = null;
    return controller.signal;
  };

  return {
    ...EMPTY,

    load: async (query) => {
      const signal = restart();
      set({ query, status: 'loading', error: null, moreStatus: 'idle', moreError: null });
      try {
        const page = await offeredOr(getQuestions(query, signal), () => curriculumQuestionPage(query));
        if (signal.aborted) return false;
        set({
          results: page.results,
          count: page.count,
          countCapped: page.count_capped === true,
          nextPage: nextPageOf(page),
          status: 'success',
        });
        return true;
      } catch (error) {
        if (signal.aborted || isAbort(error)) return false;
        set({ status: 'error', error: errorMessage(error, 'questionsFetch') });
        return false;
      }
    },

    loadMore: () => {
      const { query, nextPage, status } = get();
      if (!query || nextPage === null || status !== 'success') return Promise.resolve(false);
      if (more) return more;
      const signal = controller.signal;
      set({ moreStatus: 'loading', moreError: null });
      const fetchMore = async (): Promise<boolean> => {
        // Done before the state changes: a render it causes may ask for the page after at once.
        const settle = () => {
          if (more === current) more = null;
        };
        try {
          const page = await getQuestions({ ...query, ...nextPage }, signal);
          if (signal.aborted) return false;
          settle();
          set((state) => {
            const shown = new Set(state.results.map((question) => question.id));
            return {
              // A question asked meanwhile moves the pages by one: skip what is already shown.
              results: [...state.results, ...page.results.filter((question) => !shown.has(question.id))],
              count: page.count,
              countCapped: page.count_capped === true,
              nextPage: nextPageOf(page),
              moreStatus: 'idle',
            };
          });
          return true;
        } catch (error) {
          if (signal.aborted || isAbort(error)) return false;
          settle();
          set({ moreStatus: 'error', moreError: errorMessage(error, 'questionsFetch') });
          return false;
        }
      };
      const current: Promise<boolean> = fetchMore();
      more = current;
      return current;
    },

    reload: () => {
      const { query } = get();
      return query ? get().load(query) : Promise.resolve(false);
    },

    setResults: (update) => set((state) => ({ results: update(state.results) })),

    reset: () => {
      restart();
      set(EMPTY);
    },
  };
});
followCurriculum(() => void useQuestionList.getState().reload());

function updateQuestion(questionId: number, change: (question: ListedQuestion) => ListedQuestion) {
  useQuestionList
    .getState()
    .setResults((results) =>
      results.map((question) => (question.id === questionId ? change(question) : question)),
    );
}

/** Whether a question just asked belongs to the list as searched and filtered. */
function answersQuery(question: Question, lectureId: number, query: QuestionQuery): boolean {
  if (lectureId !== query.lecture) return false;
  if (query.filter === 'answered' || query.filter === 'important') return false;
  const search = query.search.trim().toLowerCase();
  return (
    search === '' ||
    question.title.toLowerCase().includes(search) ||
    question.content.toLowerCase().includes(search)
  );
}

/**
 * Asks a question under a lecture. It goes to the top of the list as it stands, without loading the
 * list again (decision 0706); the curriculum is reloaded for its counts (and, on a backend without the
 * listing, the list made from it follows).
 */
export const useAskQuestion = createMutation({
  mutate: (lectureId: number, content: string) => postQuestion({ lecture: lectureId, content }),
  fallback: 'question',
  onSuccess: async (question: Question, lectureId: number) => {
    const { query } = useQuestionList.getState();
    // Without the listing the list is made from the curriculum, which the reload below brings with
    // the question in it; the original contract's answer to the POST carries no `answers` either.
    if (query && isOffered('questions') && answersQuery(question, lectureId, query)) {
      useQuestionList.setState((state) =>
        state.results.some((shown) => shown.id === question.id)
          ? state
          : {
              // The original contract's question does not name its lecture (decision 0209).
              results: [{ ...question, lecture: lectureId, is_important: false }, ...state.results],
              count: state.count === null ? null : state.count + 1,
            },
      );
    }
    await useCurriculum.getState().reload();
  },
});

/** Answers a question; the answer is prepended to its question in the list and in the curriculum. */
export const useAnswerQuestion = createMutation({
  mutate: (questionId: number, content: string) => postAnswer({ question: questionId, content }),
  fallback: 'answer',
  onSuccess: (answer: Answer, questionId: number) => {
    updateQuestion(questionId, (question) => ({
      ...question,
      answers: [answer, ...question.answers],
      // The thread's length counts the new answer too (a DRF backend sends no count: the answers are all).
      ...(question.answers_count === undefined ? {} : { answers_count: question.answers_count + 1 }),
    }));
    prependAnswer(questionId, answer);
  },
});

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
