/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { useTokenStore } from '@academy/shared';
import { fakeApi, initTestI18n, json, type FakeHandler } from '@academy/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurriculum } from '../../resources/curriculum';
import { QuestionsPanel } from './QuestionsPanel';
import { useAnswerQuestion, useAskQuestion, useQuestionList } from './questions-store';
import { giveListSize } from '../../testing/list-size';

/**
 * The questions tab against a Django REST backend of the original contract (docs/decisions/0211):
 * no GET /courses/questions/, the questions inside each lecture of the topics answer, an author named
 * by first name and photo only.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const author = (first_name: string) => ({ first_name, photo: null });

let questions: Record<string, unknown>[];

function topics() {
  return [
    {
      is_open: true,
      topic: {
        id: 1,
        title: 'Foundations',
        lectures: [
          {
            id: 3,
            title: 'Seat and law',
            video: 'http://api.test/media/l.mp4',
            duration: 40,
            material: '',
            material_name: '',
            teacher_name: 'Prof. Gaillard',
            questions,
          },
        ],
      },
    },
  ];
}

function drfBackend(extra: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /courses/student/1/topics/': () => json(200, topics()),
    'GET /courses/questions/': () => json(405, { detail: 'Method "GET" not allowed.' }),
    ...extra,
  });
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  giveListSize();
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useQuestionList.getState().reset();
  useAskQuestion.getState().reset();
  useAnswerQuestion.getState().reset();
  useCurriculum.getState().reset();
  questions = [
    {
      id: 11,
      title: 'Who appoints the chair?',
      content: 'Who appoints the chair?',
      created_at: minutesAgo(50),
      user: author('Bench'),
      answers: [
        {
          id: 21,
          title: 'The two party arbitrators',
          content: 'The two party arbitrators',
          created_at: minutesAgo(40),
          user: author('Dana'),
        },
      ],
    },
    {
      id: 12,
      title: 'Does the seat decide the procedural law?',
      content: 'Does the seat decide the procedural law?',
      created_at: minutesAgo(30),
      user: author('Aliya'),
      answers: [],
    },
  ];
});

async function openPanel() {
  await act(() => useCurriculum.getState().load(1));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  const list = await screen.findByRole('list');
  return list;
}

const titles = () => screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

it('lists the lecture questions from the curriculum, newest first, without an error or a star', async () => {
  const calls = drfBackend();
  const list = await openPanel();
  expect(titles()).toEqual(['Does the seat decide the procedural law?', 'Who appoints the chair?']);
  // The author is named by the first name alone, never "Bench undefined".
  expect(within(list).getByText('Bench')).toBeInTheDocument();
  expect(screen.queryByText(/undefined/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/not allowed/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Important:/ })).not.toBeInTheDocument();
  const filters = within(screen.getByLabelText('Filter')).getAllByRole('option');
  expect(filters.map((option) => option.getAttribute('value'))).toEqual(['all', 'answered', 'unanswered']);
  expect(calls.filter((call) => call.route === 'GET /courses/questions/')).toHaveLength(1);
});

it('searches, filters and sorts in the browser, asking the API nothing more', async () => {
  const user = userEvent.setup();
  const calls = drfBackend();
  await openPanel();
  await user.selectOptions(screen.getByLabelText('Filter'), 'answered');
  await waitFor(() => expect(titles()).toEqual(['Who appoints the chair?']));
  await user.selectOptions(screen.getByLabelText('Filter'), 'unanswered');
  await waitFor(() => expect(titles()).toEqual(['Does the seat decide the procedural law?']));
  await user.selectOptions(screen.getByLabelText('Filter'), 'all');
  await user.selectOptions(screen.getByLabelText('Sort'), 'oldest');
  await waitFor(() =>
    expect(titles()).toEqual(['Who appoints the chair?', 'Does the seat decide the procedural law?']),
  );
  await user.selectOptions(screen.getByLabelText('Sort'), 'alphabetical');
  await waitFor(() =>
    expect(titles()).toEqual(['Does the seat decide the procedural law?', 'Who appoints the chair?']),
  );
  await user.type(screen.getByLabelText('Search questions'), 'CHAIR');
  await waitFor(() => expect(titles()).toEqual(['Who appoints the chair?']));
  await user.clear(screen.getByLabelText('Search questions'));
  await user.type(screen.getByLabelText('Search questions'), 'nothing like this');
  expect(await screen.findByText('No questions found.')).toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'GET /courses/questions/')).toHaveLength(1);
});

it('shows a question once asked (the curriculum is reloaded) and an answer first in its thread', async () => {
  const user = userEvent.setup();
  const calls = drfBackend({
    'POST /courses/questions/': (body) => {
      const { content } = body as { lecture: number; content: string };
      const asked = { id: 13, title: content, content, created_at: minutesAgo(0), user: author('Bench') };
      questions = [...questions, { ...asked, answers: [] }];
      return json(201, asked);
    },
    'POST /courses/answers/': (body) => {
      const { content } = body as { question: number; content: string };
      return json(201, { id: 22, title: content, content, created_at: minutesAgo(0), user: author('Bench') });
    },
  });
  await openPanel();
  await user.click(screen.getByRole('button', { name: 'Ask a question' }));
  await user.type(screen.getByLabelText('Your question'), 'Can the tribunal sit elsewhere?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(titles()[0]).toBe('Can the tribunal sit elsewhere?'));
  expect(calls.find((call) => call.route === 'POST /courses/questions/')?.body).toEqual({
    lecture: 3,
    content: 'Can the tribunal sit elsewhere?',
  });

  const item = screen.getAllByRole('listitem')[0] as HTMLElement;
  await user.click(within(item).getByRole('button', { name: 'Reply' }));
  await user.type(screen.getByLabelText('Your answer'), 'Hearings may; the seat stays.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const thread = await screen.findByRole('article');
  await waitFor(() => expect(within(thread).getByText('Hearings may; the seat stays.')).toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.route === 'GET /courses/questions/')).toHaveLength(1);
});

it('falls back the same way when the first page is answered 404', async () => {
  drfBackend({ 'GET /courses/questions/': () => json(404, { detail: 'Not found.' }) });
  await openPanel();
  expect(titles()).toHaveLength(2);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('still shows the usual error, with Try again, when the API offers the list but cannot be reached', async () => {
  drfBackend({ 'GET /courses/questions/': () => Promise.reject(new TypeError('fetch failed')) });
  await act(() => useCurriculum.getState().load(1));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('No connection to the server');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 4 })).not.toBeInTheDocument();
});

it('still shows a server error as it is when the API offers the list', async () => {
  drfBackend({ 'GET /courses/questions/': () => json(503, { detail: 'Maintenance.' }) });
  await act(() => useCurriculum.getState().load(1));
  render(<QuestionsPanel lectureId={3} lectureTitle="Seat and law" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Maintenance.');
});

it("marks an instructor's answer in the curriculum's questions, and none that come without the field", async () => {
  const user = userEvent.setup();
  const first = questions[0] as { answers: Record<string, unknown>[] };
  first.answers = [
    ...first.answers,
    {
      id: 23,
      title: 'The seat is chosen by the parties',
      content: 'The seat is chosen by the parties',
      created_at: minutesAgo(20),
      user: author('Gaillard'),
      is_instructor: true,
    },
  ];
  drfBackend();
  await openPanel();
  const chair = screen.getAllByRole('listitem')[1] as HTMLElement;
  await user.click(within(chair).getByRole('button', { name: 'Reply' }));
  const [byInstructor, byStudent] = within(screen.getByRole('article')).getAllByRole(
    'listitem',
  ) as HTMLElement[];
  expect(byInstructor).toHaveTextContent(/Gaillard\s*Instructor/);
  expect(byStudent).toHaveTextContent('The two party arbitrators');
  expect(within(byStudent as HTMLElement).queryByText('Instructor')).not.toBeInTheDocument();
});

it('draws 5,000 questions of the curriculum through the same virtualised list, a window at a time', async () => {
  questions = Array.from({ length: 5000 }, (_, i) => ({
    id: 100 + i,
    title: `Question ${100 + i}`,
    content: `Question ${100 + i}`,
    created_at: minutesAgo(5000 - i),
    user: author('Bench'),
    answers: [],
  }));
  const calls = drfBackend();
  await openPanel();
  expect(titles()[0]).toBe('Question 5099');
  expect(screen.getByText('Shown: 5000 of 5000')).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(15);
  expect(screen.getByText('End of the list: all questions are shown.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Search questions'), 'Question 509');
  await waitFor(() => expect(screen.getByText('Shown: 11 of 11')).toBeInTheDocument());
  expect(titles()[0]).toBe('Question 5099');
  expect(calls.filter((call) => call.route === 'GET /courses/questions/')).toHaveLength(1);
});
