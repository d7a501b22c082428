import { getSeminars, type Seminar } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { CourseSeminars } from './CourseSeminars';
import { useCourseSeminars } from './seminars-store';

jest.mock('@academy/shared/src/api/endpoints/get-seminars');

const seminar = (id: number, title: string): Seminar => ({
  id,
  title,
  date: '2026-12-01',
  time: '18:00:00',
  teacher: { teacher_name: 'Dr Smith' },
  link: `https://meet.example.org/${id}`,
});

/**
 * The visible text, then the seminar's title in visually hidden text; jsdom, unlike a browser, puts a
 * space before the span's ": ".
 */
const named = (text: string, title: string) =>
  new RegExp(`^${text} ?: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  jest.resetAllMocks();
  setTestRuntimeConfig('https://api.example.org/v1');
  useCourseSeminars.getState().reset();
});

it("links every seminar to its .ics file at the API's absolute URL, named by the seminar", async () => {
  jest.mocked(getSeminars).mockResolvedValue([seminar(7, 'Ethics'), seminar(12, 'Law & order')]);
  render(<CourseSeminars />);
  const ethics = await screen.findByRole('link', { name: named('Add to calendar', 'Ethics') });
  expect(ethics).toHaveAttribute('href', 'https://api.example.org/v1/courses/seminars/7/calendar.ics');
  expect(ethics).toHaveAttribute('download');
  expect(screen.getByRole('link', { name: named('Add to calendar', 'Law & order') })).toHaveAttribute(
    'href',
    'https://api.example.org/v1/courses/seminars/12/calendar.ics',
  );
  expect(screen.getAllByRole('link', { name: /^Add to calendar/ })).toHaveLength(2);
});

it('says "Add to calendar" in Russian and Kazakh too', async () => {
  jest.mocked(getSeminars).mockResolvedValue([seminar(7, 'Ethics')]);
  await initTestI18n('ru');
  const russian = render(<CourseSeminars />);
  expect(
    await screen.findByRole('link', { name: named('Добавить в календарь', 'Ethics') }),
  ).toBeInTheDocument();
  russian.unmount();
  await initTestI18n('kk');
  const kazakh = render(<CourseSeminars />);
  expect(await screen.findByRole('link', { name: named('Күнтізбеге қосу', 'Ethics') })).toBeInTheDocument();
  kazakh.unmount();
  await initTestI18n('en');
});
