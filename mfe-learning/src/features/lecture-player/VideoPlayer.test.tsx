import { initTestI18n } from '@academy/shared/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAYBACK_RATE_KEY } from './playback-rate';
import { VideoPlayer } from './VideoPlayer';

beforeAll(async () => {
  await initTestI18n('en');
});

beforeEach(() => {
  localStorage.clear();
});

function renderPlayer(startAt = 0) {
  const onReport = jest.fn();
  const view = render(
    <VideoPlayer
      src="http://api.test/media/lecture.mp4"
      title="Seat and law"
      startAt={startAt}
      onReport={onReport}
    />,
  );
  const video = screen.getByLabelText('Video: Seat and law') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 600 });
  return { video, onReport, view };
}

it('resumes at the saved position once the video knows its length', () => {
  const { video } = renderPlayer(42);
  fireEvent.loadedMetadata(video);
  expect(video.currentTime).toBe(42);
});

it('starts again from the beginning when the saved position is the very end', () => {
  const { video } = renderPlayer(599.5);
  fireEvent.loadedMetadata(video);
  expect(video.currentTime).toBe(0);
});

it('reports the position while playing, at once on pause, and completion at the end', () => {
  const { video, onReport } = renderPlayer();
  video.currentTime = 12;
  fireEvent.timeUpdate(video);
  expect(onReport).toHaveBeenLastCalledWith({ position: 12, completed: false, urgent: false });
  fireEvent.pause(video);
  expect(onReport).toHaveBeenLastCalledWith({ position: 12, completed: false, urgent: true });
  video.currentTime = 600;
  fireEvent.ended(video);
  expect(onReport).toHaveBeenLastCalledWith({ position: 600, completed: true, urgent: true });
});

it('answers the keyboard: arrows seek 5 s and change the volume, M mutes, Home and End jump', () => {
  const { video } = renderPlayer();
  expect(video).toHaveAttribute('tabindex', '0');
  expect(video).toHaveAccessibleDescription(/Space or K play\/pause/);
  video.currentTime = 30;
  fireEvent.keyDown(video, { key: 'ArrowRight' });
  expect(video.currentTime).toBe(35);
  fireEvent.keyDown(video, { key: 'ArrowLeft' });
  fireEvent.keyDown(video, { key: 'ArrowLeft' });
  expect(video.currentTime).toBe(25);
  video.volume = 0.5;
  fireEvent.keyDown(video, { key: 'ArrowDown' });
  expect(video.volume).toBeCloseTo(0.4);
  fireEvent.keyDown(video, { key: 'm' });
  expect(video.muted).toBe(true);
  fireEvent.keyDown(video, { key: 'End' });
  expect(video.currentTime).toBe(600);
  fireEvent.keyDown(video, { key: 'Home' });
  expect(video.currentTime).toBe(0);
});

it('plays and pauses with Space', () => {
  const { video } = renderPlayer();
  const play = jest.spyOn(video, 'play').mockResolvedValue(undefined);
  const pause = jest.spyOn(video, 'pause').mockImplementation(() => undefined);
  Object.defineProperty(video, 'paused', { configurable: true, value: true });
  fireEvent.keyDown(video, { key: ' ' });
  expect(play).toHaveBeenCalled();
  Object.defineProperty(video, 'paused', { configurable: true, value: false });
  fireEvent.keyDown(video, { key: 'k' });
  expect(pause).toHaveBeenCalled();
  // The browser's controls would toggle again when Space comes up: that default is cancelled.
  expect(fireEvent.keyUp(video, { key: ' ' })).toBe(false);
  expect(fireEvent.keyUp(video, { key: 'Tab' })).toBe(true);
});

it('tells the student when the video cannot be loaded', () => {
  const { video } = renderPlayer();
  fireEvent.error(video);
  expect(screen.getByRole('alert')).toHaveTextContent('The video could not be loaded.');
});

it('keeps the playing video when fresh URLs arrive, and switches to the newest one at the same second if it fails', () => {
  const { video, view, onReport } = renderPlayer();
  video.currentTime = 90;
  fireEvent.timeUpdate(video);
  view.rerender(
    <VideoPlayer
      src="http://api.test/media/lecture.mp4?sig=new"
      title="Seat and law"
      startAt={0}
      onReport={onReport}
    />,
  );
  expect(video).toHaveAttribute('src', 'http://api.test/media/lecture.mp4');
  fireEvent.error(video);
  const fresh = screen.getByLabelText('Video: Seat and law') as HTMLVideoElement;
  expect(fresh).toHaveAttribute('src', 'http://api.test/media/lecture.mp4?sig=new');
  expect(screen.queryByRole('alert')).toBeNull();
  Object.defineProperty(fresh, 'duration', { configurable: true, value: 600 });
  fireEvent.loadedMetadata(fresh);
  expect(fresh.currentTime).toBe(90);
});

it('changes speed from the menu, and the next lecture and the next visit play at it', async () => {
  const { video, view } = renderPlayer();
  const speed = screen.getByRole('combobox', { name: 'Speed' });
  expect(speed).toHaveDisplayValue('1×');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    '0.75×',
    '1×',
    '1.25×',
    '1.5×',
    '1.75×',
    '2×',
  ]);
  await userEvent.selectOptions(speed, '1.5×');
  expect(video.playbackRate).toBe(1.5);
  expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('1.5');

  view.unmount();
  const next = renderPlayer();
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('1.5×');
  // The new element plays at the student's speed once its video loads.
  expect(next.video.playbackRate).toBe(1);
  fireEvent.loadedMetadata(next.video);
  expect(next.video.playbackRate).toBe(1.5);
});

it('answers < and > one speed at a time, held at 0.75× and 2×, and tells of them in the key line', () => {
  const { video } = renderPlayer();
  expect(video).toHaveAccessibleDescription(/< > slower and faster/);
  fireEvent.keyDown(video, { key: '>' });
  expect(video.playbackRate).toBe(1.25);
  for (let step = 0; step < 6; step += 1) fireEvent.keyDown(video, { key: '>' });
  expect(video.playbackRate).toBe(2);
  for (let step = 0; step < 6; step += 1) fireEvent.keyDown(video, { key: '<' });
  expect(video.playbackRate).toBe(0.75);
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('0.75×');
  // The key-up of a handled shortcut does not reach the browser's own controls.
  expect(fireEvent.keyUp(video, { key: '>' })).toBe(false);
});

it("takes a speed set in the browser's own menu as the student's choice; normal speed keeps nothing", () => {
  const { video } = renderPlayer();
  // Setting the rate fires the element's ratechange, as a browser's menu does.
  act(() => {
    video.playbackRate = 2;
  });
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('2×');
  expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('2');
  act(() => {
    video.playbackRate = 1;
  });
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('1×');
  expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBeNull();
});

it('ignores a stored speed it does not offer', () => {
  localStorage.setItem(PLAYBACK_RATE_KEY, '16');
  renderPlayer();
  expect(screen.getByRole('combobox', { name: 'Speed' })).toHaveDisplayValue('1×');
});

it('writes the speeds the way the language writes numbers', async () => {
  await initTestI18n('ru');
  try {
    render(
      <VideoPlayer
        src="http://api.test/media/lecture.mp4"
        title="Seat and law"
        startAt={0}
        onReport={jest.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Скорость' })).toHaveDisplayValue('1×');
    expect(screen.getByRole('option', { name: '0,75×' })).toBeInTheDocument();
  } finally {
    await act(() => initTestI18n('en'));
  }
});

it('lays out the captions menu and the transcript with the video, before the caption files come', async () => {
  render(
    <VideoPlayer
      src="http://api.test/media/lecture.mp4"
      title="Seat and law"
      startAt={0}
      onReport={jest.fn()}
      captions={[
        { language: 'ru', url: 'http://api.test/media/lectures/ru.vtt' },
        { language: 'en', url: 'http://api.test/media/lectures/en.vtt' },
      ]}
    />,
  );
  const menu = screen.getByRole('combobox', { name: 'Captions' });
  expect(menu).toHaveValue('');
  expect(
    within(menu)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Off', 'English', 'Русский']);
  const transcript = screen.getByRole('region', { name: 'Transcript' });
  expect(transcript).toHaveTextContent('Loading the transcript…');
  // No file comes (no API behind this test): the panel says so where the lines would be.
  expect(
    await within(transcript).findByText('The transcript could not be loaded. The video still plays.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Captions' })).toBeInTheDocument();
});

it('has no captions menu and no transcript for a lecture without captions', () => {
  renderPlayer();
  expect(screen.queryByRole('combobox', { name: 'Captions' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Transcript' })).not.toBeInTheDocument();
});
