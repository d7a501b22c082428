/**
 * @jest-environment ../test-support/jsdom-with-fetch.cjs
 */
import { useTokenStore } from '@academy/shared';
import { fakeApi, initTestI18n, json, type FakeHandler } from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { useCourseEssays } from '../../features/course-essays/essays-store';
import { useCourseTests } from '../../features/course-tests/tests-store';
import { useCompletion } from '../../resources/completion';
import { useCurriculum } from '../../resources/curriculum';
import { CertificationTab } from './CertificationTab';

/**
 * The Certification tab against a backend of the original contract, which has no tests, essays or
 * certificates (decisions 0211 and 0712), and against ours when it fails or cannot be reached.
 */

const TOPICS = [
  { id: 1, is_open: true, opens_at: null, topic: { id: 1, title: 'Foundations', lectures: [] } },
];

const LISTS = [
  'GET /courses/student/1/tests/',
  'GET /courses/student/1/essays/',
  'GET /courses/student/1/completion/',
];

function backend(answer: FakeHandler) {
  return fakeApi(Object.fromEntries(LISTS.map((route) => [route, answer])));
}

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.restoreAllMocks();
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useCompletion.getState().reset();
  useCourseTests.getState().reset();
  useCourseEssays.getState().reset();
  useCurriculum.getState().reset();
  useCurriculum.getState().setData(() => TOPICS);
});

const renderTab = () => render(<CertificationTab courseId={1} onOpenCurriculum={() => undefined} />);

it('shows the certificate only, and no error, when the API has no tests, essays or checklist (404)', async () => {
  const calls = backend(() => json(404, { detail: 'Not found.' }));
  renderTab();
  await waitFor(() => expect(calls).toHaveLength(LISTS.length));
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: 'Certificate requirements' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Certificate' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Certificate of the Academy' })).toBeInTheDocument();
  expect(screen.getByText(/to receive this certificate/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/fetch error/i);
  expect(screen.queryByRole('button', { name: /Foundations/ })).not.toBeInTheDocument();
  // Each list asked at most once; nothing else.
  expect(calls.every((call) => LISTS.includes(call.route))).toBe(true);
  expect(new Set(calls.map((call) => call.route)).size).toBe(calls.length);
});

it('still shows the error when the API fails (500)', async () => {
  backend(() => json(500, { detail: 'Server error.' }));
  renderTab();
  expect((await screen.findAllByRole('alert')).length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { name: 'Certificate' })).toBeInTheDocument();
});

it('still shows the error when the API cannot be reached', async () => {
  backend(() => Promise.reject(new TypeError('fetch failed')));
  renderTab();
  const alerts = await screen.findAllByRole('alert');
  expect(alerts[0]).toHaveTextContent('No connection to the server');
});
