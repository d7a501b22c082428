import type { Course, getCourses } from '@academy/shared';
import { initTestI18n, setTestRuntimeConfig } from '@academy/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useMainCourse } from '../../resources/main-course/main-course-store';
import CertificationPage from './CertificationPage';

jest.mock('@academy/shared/src/api/endpoints/get-courses', () => ({ getCourses: jest.fn() }));

const mockedGetCourses = jest.requireMock<{ getCourses: jest.MockedFunction<typeof getCourses> }>(
  '@academy/shared/src/api/endpoints/get-courses',
).getCourses;

const VIDEO = 'http://127.0.0.1:8000/media/intro.mp4';

afterEach(() => jest.restoreAllMocks());

beforeAll(async () => {
  setTestRuntimeConfig();
  await initTestI18n('en');
});

beforeEach(() => {
  // jsdom has no media playback; the tests that check the pause spy on it themselves.
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  mockedGetCourses.mockReset();
  mockedGetCourses.mockResolvedValue([{ id: 1, introductory_video: VIDEO } as Course]);
  useMainCourse.getState().reset();
});

function renderPage() {
  return render(
    <MemoryRouter>
      <CertificationPage />
    </MemoryRouter>,
  );
}

async function openVideo() {
  const watch = screen.getByRole('button', { name: 'Watch the video' });
  await waitFor(() => expect(watch).toBeEnabled());
  await userEvent.click(watch);
  return { watch, dialog: screen.getByRole('dialog', { name: 'How certification works' }) };
}

it('shows the introduction, three scholarships and the four requirements', async () => {
  renderPage();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Watch the video' })).toBeEnabled());
  expect(screen.getByRole('heading', { level: 1, name: 'Certification' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
  const scholarships = screen.getByRole('region', { name: 'Scholarships' });
  expect(scholarships).toHaveTextContent('3scholarships each term');
  expect(within(scholarships).getByRole('link', { name: 'Read about the tuition waiver' })).toHaveAttribute(
    'href',
    '/tuition-waiver',
  );
  const requirements = within(screen.getByRole('region', { name: 'Requirements' })).getAllByRole('listitem');
  expect(requirements.map((item) => item.textContent)).toEqual([
    'Complete all modules',
    'Submit an essay',
    'Receive a positive instructor evaluation',
    'Score at least 18 points on the tests (retakes are allowed)',
  ]);
});

it('plays the video in a dialog that keeps the focus inside', async () => {
  renderPage();
  const { dialog } = await openVideo();
  const video = dialog.querySelector('video');
  expect(video).toHaveAttribute('src', VIDEO);
  expect(video).toHaveAttribute('controls');
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await userEvent.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await userEvent.tab();
  await userEvent.tab({ shift: true });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  close.focus();
  await userEvent.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

it('closes on Escape, stops the video and gives the focus back to the button', async () => {
  const pause = jest.mocked(HTMLMediaElement.prototype.pause);
  renderPage();
  const { watch } = await openVideo();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.querySelector('video')).toBeNull();
  expect(pause).toHaveBeenCalledTimes(1);
  expect(watch).toHaveFocus();
});

it('closes with its close button too, stopping the video', async () => {
  const pause = jest.mocked(HTMLMediaElement.prototype.pause);
  renderPage();
  const { dialog } = await openVideo();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(pause).toHaveBeenCalledTimes(1);
});

it('keeps the video button disabled while there is no video', async () => {
  mockedGetCourses.mockRejectedValue(new Error('offline'));
  renderPage();
  await waitFor(() => expect(useMainCourse.getState().status).toBe('error'));
  expect(screen.getByRole('button', { name: 'Watch the video' })).toBeDisabled();
});
