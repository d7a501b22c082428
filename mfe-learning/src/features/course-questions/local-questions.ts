import { isOffered, type Question } from '@academy/shared';
import { findLecture, useCurriculum } from '../../resources/curriculum';
import type { ListedQuestion, QuestionPage } from '@academy/shared';
import type { QuestionQuery } from './api/get-questions';

/**
 * The questions tab of a backend that does not serve GET /courses/questions/ (docs/decisions/0211):
 * the lecture's questions as the topics answer carries them, searched, filtered and sorted here the
 * way the API does it (decision 0171), all on one page. Marks need the API, so none is marked.
 */
export function localQuestionPage(questions: readonly Question[], query: QuestionQuery): QuestionPage {
  const search = query.search.trim().toLowerCase();
  const results: ListedQuestion[] = questions
    .filter(
      (question) =>
        search === '' ||
        question.title.toLowerCase().includes(search) ||
        question.content.toLowerCase().includes(search),
    )
    .filter((question) => {
      if (query.filter === 'answered') return question.answers.length > 0;
      if (query.filter === 'unanswered') return question.answers.length === 0;
      return query.filter === 'all';
    })
    .sort((a, b) => {
      if (query.sort === 'oldest') return a.id - b.id;
      if (query.sort === 'alphabetical')
        return a.title.toLowerCase().localeCompare(b.title.toLowerCase()) || a.id - b.id;
      return b.id - a.id;
    })
    // The original contract's question does not name its lecture; the query does.
    .map((question) => ({ ...question, lecture: query.lecture, is_important: false }));
  return { count: results.length, next: null, previous: null, results };
}

/** The selected lecture's questions from the curriculum the page holds. */
export function curriculumQuestionPage(query: QuestionQuery): QuestionPage {
  const found = findLecture(useCurriculum.getState().data ?? [], query.lecture);
  return localQuestionPage(found?.lecture.questions ?? [], query);
}

/**
 * While the list is made from the curriculum, each new curriculum (the reload after asking, an
 * answer added) makes it again, so a question asked or answered shows in it.
 */
export function followCurriculum(reload: () => void): void {
  useCurriculum.subscribe((state, previous) => {
    if (state.data === previous.data || isOffered('questions')) return;
    reload();
  });
}
