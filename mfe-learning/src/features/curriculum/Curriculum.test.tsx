import type { Lecture, StudentTopic } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Curriculum } from './Curriculum';
import { progressByTopic } from './CurriculumPanel';

beforeAll(async () => {
  await initTestI18n('en');
});

const lecture = (id: number, extra: Partial<Lecture> = {}): Lecture => ({
  id,
  title: `Lecture ${id}`,
  video: `http://api.test/media/v${id}.mp4`,
  duration: 80.6,
  material: '',
  material_name: '',
  teacher_name: 'Prof. Helena Marsh',
  captions: [],
  questions: [],
  ...extra,
});

const topics: StudentTopic[] = [
  {
    id: 1,
    is_open: true,
    opens_at: null,
    topic: { id: 1, title: 'Foundations', lectures: [lecture(11), lecture(12)] },
  },
  {
    id: 2,
    is_open: true,
    opens_at: null,
    topic: {
      id: 2,
      title: 'Readings',
      lectures: [
        lecture(21, { video: '', material: 'http://api.test/media/r.pdf', material_name: 'reading-one.pdf' }),
      ],
    },
  },
  {
    id: 3,
    is_open: false,
    opens_at: '2026-12-07T09:00:00.000Z',
    topic: { id: 3, title: 'Enforcement', lectures: [lecture(31, { video: '' })] },
  },
];

function renderCurriculum(overrides: Partial<Parameters<typeof Curriculum>[0]> = {}) {
  const props = {
    topics,
    expandedTopicId: 1,
    selectedLectureId: 11,
    completedLectures: new Set([12]),
    progressByTopic: progressByTopic(topics, new Set([12])),
    onToggleTopic: jest.fn(),
    onSelectLecture: jest.fn(),
    onMaterialOpened: jest.fn(),
    ...overrides,
  };
  render(<Curriculum {...props} />);
  return props;
}

it('shows a closed topic with a lock and its opening date, and nothing to click', () => {
  renderCurriculum();
  const closed = screen.getByRole('heading', { name: /Enforcement/ });
  expect(within(closed).getByText('Locked')).toBeInTheDocument();
  expect(within(closed).getByText('Opens on 7 December 2026')).toBeInTheDocument();
  expect(within(closed).queryByRole('button')).toBeNull();
  expect(screen.queryByText('Lecture 31')).toBeNull();
});

it('expands only the chosen open topic and reports clicks on topic headers', async () => {
  const props = renderCurriculum();
  expect(screen.getByRole('button', { name: /Foundations/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: /Readings/ })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Lecture 21')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: /Readings/ }));
  expect(props.onToggleTopic).toHaveBeenCalledWith(2);
});

it('shows each lecture row: title, rounded minutes, start button, teacher, completion', async () => {
  const props = renderCurriculum();
  const row = screen.getByRole('button', { name: 'Lecture 12' }).closest('li');
  expect(row).not.toBeNull();
  const inRow = within(row as HTMLElement);
  expect(inRow.getByText('81 min')).toBeInTheDocument();
  expect(inRow.getByText('Teacher: Prof. Helena Marsh')).toBeInTheDocument();
  expect(inRow.getByText('Completed')).toBeInTheDocument();
  await userEvent.click(inRow.getByRole('button', { name: /^Start video ?: Lecture 12$/ }));
  expect(props.onSelectLecture).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  const selected = screen.getByRole('button', { name: 'Lecture 11' }).closest('li');
  expect(selected).toHaveAttribute('aria-current', 'true');
  expect(within(selected as HTMLElement).getByText('Playing')).toBeInTheDocument();
  expect(within(selected as HTMLElement).getByText('Not completed yet')).toBeInTheDocument();
});

it('offers a reading lecture as a download named material_name, without minutes', async () => {
  // jsdom has no fetch: the download falls back to opening the file, as it does when offline.
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline'));
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const props = renderCurriculum({ expandedTopicId: 2 });
  const link = screen.getByRole('link', { name: 'Download reading-one.pdf' });
  expect(link).toHaveAttribute('download', 'reading-one.pdf');
  expect(screen.queryByText(/min$/)).toBeNull();
  await userEvent.click(link);
  expect(props.onMaterialOpened).toHaveBeenCalledWith(expect.objectContaining({ id: 21 }));
  expect(open).toHaveBeenCalledWith('http://api.test/media/r.pdf', '_blank', 'noopener');
  globalThis.fetch = original;
  open.mockRestore();
});

it('counts completed lectures per topic for the progress bars', () => {
  renderCurriculum();
  const bar = screen.getByRole('progressbar', { name: 'Progress in Foundations' });
  expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(bar).toHaveAttribute('aria-valuemax', '2');
  expect(screen.getByText(/1 of 2 completed/)).toBeInTheDocument();
  expect(screen.queryByRole('progressbar', { name: 'Progress in Enforcement' })).toBeNull();
});
