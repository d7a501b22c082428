import type { Completion, Essay, StudentTopic, TestSummary } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompletion } from '../../resources/completion';
import { getCompletion } from '../../resources/completion/api/get-completion';
import { useCurriculum } from '../../resources/curriculum';
import { getEssays } from '../../features/course-essays/api/get-essays';
import { useCourseEssays } from '../../features/course-essays/essays-store';
import { getTests } from '../../features/course-tests/api/get-tests';
import { useCourseTests } from '../../features/course-tests/tests-store';
import { CertificationTab } from './CertificationTab';

jest.mock('../../resources/completion/api/get-completion');
jest.mock('../../features/course-tests/api/get-tests');
jest.mock('../../features/course-essays/api/get-essays');

const topic = (id: number, title: string, open: boolean, opensAt: string | null = null): StudentTopic => ({
  id: 100 + id,
  is_open: open,
  opens_at: opensAt,
  topic: { id, title, lectures: [] },
});

const test = (topicId: number, open: boolean, best: number | null = null): TestSummary => ({
  id: 10 + topicId,
  topic: topicId,
  title: `Test: topic ${topicId}`,
  question_count: 3,
  max_score: 4,
  is_open: open,
  attempts: best === null ? 0 : 1,
  best_score: best,
  next_attempt_at: null,
});

const essay = (topicId: number | null, open: boolean, over: Partial<Essay> = {}): Essay => ({
  id: null,
  course: 1,
  topic: topicId,
  kind: topicId === null ? 'final' : 'topic',
  status: 'draft',
  text: '',
  word_count: 0,
  word_limit: topicId === null ? 500 : 300,
  version: 0,
  feedback: '',
  is_open: open,
  updated_at: null,
  submitted_at: null,
  evaluated_at: null,
  ...over,
});

const completion: Completion = {
  course: 1,
  term: null,
  requirements: {
    lectures: { completed: 3, total: 12, met: false },
    topic_essays: { submitted: 1, total: 3, met: false },
    final_essay: { status: null, met: false },
    tests: { points: 4, required: 18, max: 12, met: false },
  },
  eligible: false,
  certificate: null,
};

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  useCompletion.getState().reset();
  useCourseTests.getState().reset();
  useCourseEssays.getState().reset();
  useCurriculum.getState().reset();
  useCurriculum
    .getState()
    .setData(() => [
      topic(1, 'Foundations', true),
      topic(2, 'The agreement', true),
      topic(3, 'The award', false, '2027-03-15T05:00:00Z'),
    ]);
  jest.mocked(getCompletion).mockResolvedValue(completion);
  jest.mocked(getTests).mockResolvedValue([test(1, true, 4), test(2, true), test(3, false)]);
  jest
    .mocked(getEssays)
    .mockResolvedValue([
      essay(1, true, { status: 'submitted' }),
      essay(2, true),
      essay(3, false),
      essay(null, false),
    ]);
});

async function renderTab(onOpenCurriculum = jest.fn()) {
  const view = render(<CertificationTab courseId={1} onOpenCurriculum={onOpenCurriculum} />);
  await screen.findByRole('heading', { name: 'Certificate requirements' });
  await screen.findByRole('button', { name: /Foundations/ });
  return view;
}

const requirement = (name: RegExp) => screen.getByText(name).closest('li') as HTMLElement;

it('puts the requirements first, then one group per topic, then the final essay and the certificate', async () => {
  const { container } = await renderTab();
  const headings = within(container)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent?.trim());
  expect(headings).toEqual([
    'Certificate requirements',
    'Foundations',
    'The agreement',
    expect.stringMatching(/^The award/),
    'Certificate',
  ]);
  const all = within(container)
    .getAllByRole('heading')
    .map((heading) => heading.textContent?.trim());
  expect(all.indexOf('Final essay')).toBeGreaterThan(all.indexOf('Essay: The agreement'));
  expect(all.indexOf('Final essay')).toBeLessThan(all.indexOf('Certificate'));
  const checklist = screen.getByRole('region', { name: 'Certificate requirements' });
  const topics = screen.getByRole('region', { name: 'Tests and essays by topic' });
  expect(checklist.compareDocumentPosition(topics) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('links each unmet requirement to where it is met', async () => {
  const onOpenCurriculum = jest.fn();
  await renderTab(onOpenCurriculum);
  // The first open topic still to do: topic 1's test was taken, topic 2's was not.
  const tests = within(requirement(/Test points: 4 of 12/)).getByRole('link', { name: 'Take the next test' });
  expect(tests).toHaveAttribute('href', '#certification-topic-2');
  // Topic 1's essay is submitted, topic 2's is a draft.
  expect(
    within(requirement(/Every topic essay submitted/)).getByRole('link', {
      name: 'Write the next topic essay',
    }),
  ).toHaveAttribute('href', '#certification-topic-2');
  expect(
    within(requirement(/Final essay accepted/)).getByRole('link', { name: 'Go to the final essay' }),
  ).toHaveAttribute('href', '#certification-final-essay');

  await userEvent.click(tests);
  expect(document.getElementById('certification-topic-2')).toHaveFocus();

  await userEvent.click(
    within(requirement(/All lectures completed/)).getByRole('button', { name: 'Go to the lectures' }),
  );
  expect(onOpenCurriculum).toHaveBeenCalledTimes(1);
});

it('offers no link for a requirement already met', async () => {
  jest.mocked(getCompletion).mockResolvedValue({
    ...completion,
    requirements: { ...completion.requirements, lectures: { completed: 12, total: 12, met: true } },
  });
  await renderTab();
  expect(within(requirement(/All lectures completed/)).queryByRole('button')).not.toBeInTheDocument();
});

it('sums up a locked topic in one line with its opening date, expandable', async () => {
  await renderTab();
  const line = screen.getByRole('button', { name: /The award/ });
  expect(line).toHaveAttribute('aria-expanded', 'false');
  expect(line).toHaveTextContent(/^The award · Opens on 15 March 2027$/);
  const content = document.getElementById(line.getAttribute('aria-controls') ?? '');
  expect(content).not.toBeVisible();
  expect(screen.queryByText('Locked: the test opens with its topic')).not.toBeInTheDocument();

  await userEvent.click(line);
  expect(line).toHaveAttribute('aria-expanded', 'true');
  expect(within(content as HTMLElement).getByText('Locked: the test opens with its topic')).toBeVisible();
});

it('shows an open topic expanded with its test and its essay', async () => {
  await renderTab();
  const line = screen.getByRole('button', { name: /The agreement/ });
  expect(line).toHaveAttribute('aria-expanded', 'true');
  const content = document.getElementById(line.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(within(content).getByRole('region', { name: 'Test: topic 2' })).toBeVisible();
  expect(within(content).getByRole('region', { name: 'Essay: The agreement' })).toBeVisible();
  expect(within(content).getByRole('button', { name: 'Take the test' })).toBeVisible();

  await userEvent.click(line);
  expect(line).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Test: topic 2' })).not.toBeInTheDocument();
});
