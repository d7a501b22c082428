import type { getCourses } from '@academy/shared';
import type { Course } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import { AcademyHero, HeroHeading } from './AcademyHero';

jest.mock('@academy/shared/src/api/endpoints/get-courses', () => ({ getCourses: jest.fn() }));

const INTRO = 'http://127.0.0.1:8000/media/intro.mp4';

function mainVideo(introductory_video: string): Course {
  return {
    id: 1,
    title: 'International arbitration',
    course_description: '',
    introductory_video,
    tenge_price: '0',
    new_price: '0',
    old_price: '0',
    discount_percentage: 0,
    lessons_count: 6,
    students_count: 0,
    total_minutes: 3378,
    last_update: '2026-01-01T00:00:00Z',
    next_lesson_at: null,
  };
}

const mockedGetCourses = jest.requireMock<{ getCourses: jest.MockedFunction<typeof getCourses> }>(
  '@academy/shared/src/api/endpoints/get-courses',
).getCourses;

beforeAll(async () => {
  await initTestI18n('en');
  setTestRuntimeConfig();
});

beforeEach(() => {
  mockedGetCourses.mockReset();
  useMainCourse.getState().reset();
});

it('shows the two-line welcome over the poster until play is pressed', async () => {
  mockedGetCourses.mockResolvedValue([mainVideo(INTRO)]);
  const { container } = render(
    <AcademyHero>
      <HeroHeading first="Welcome to the Academy" second="of International Arbitration" />
    </AcademyHero>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    'Welcome to the Academyof International Arbitration',
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Play video' })).toBeEnabled());
  expect(container.querySelector('video')).toBeNull();
  expect(mockedGetCourses).toHaveBeenCalledTimes(1);
});

it('replaces the poster with the autoplaying introductory video of the first course record when play is pressed', async () => {
  mockedGetCourses.mockResolvedValue([mainVideo(INTRO), mainVideo('http://127.0.0.1:8000/media/other.mp4')]);
  const { container } = render(
    <AcademyHero>
      <HeroHeading first="Welcome to the Academy" second="of International Arbitration" />
    </AcademyHero>,
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Play video' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Play video' }));

  const video = container.querySelector('video');
  expect(video).not.toBeNull();
  expect(video).toHaveAttribute('src', INTRO);
  expect(video).toHaveAttribute('controls');
  expect(video?.autoplay).toBe(true);
  expect(video).toHaveTextContent('Your browser does not support the video tag.');
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Play video' })).toBeNull();
});

it('keeps play disabled when the main video record cannot be loaded', async () => {
  mockedGetCourses.mockRejectedValue(new Error('offline'));
  const { container } = render(
    <AcademyHero>
      <HeroHeading first="Welcome to the Academy" second="of International Arbitration" />
    </AcademyHero>,
  );
  await waitFor(() => expect(useMainCourse.getState().error).toBe('Courses fetch error'));
  expect(screen.getByRole('button', { name: 'Play video' })).toBeDisabled();
  expect(container.querySelector('video')).toBeNull();
});
