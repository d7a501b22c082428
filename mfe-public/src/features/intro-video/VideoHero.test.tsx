import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initTestI18n } from '@academy/shared/testing';
import { VideoHero } from './VideoHero';

beforeAll(async () => {
  await act(() => initTestI18n('en'));
});

it('swaps the poster for an autoplaying video with controls when play is pressed', async () => {
  const { container } = render(
    <VideoHero poster="/poster.jpg" videoUrl="http://127.0.0.1:8000/media/intro.mp4">
      <h1>Welcome</h1>
    </VideoHero>,
  );
  expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('src', 'http://127.0.0.1:8000/media/intro.mp4');
  expect(video).toHaveAttribute('autoplay');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveTextContent('Your browser does not support the video tag.');
  expect(screen.queryByRole('heading', { name: 'Welcome' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
});

it('keeps play disabled until the video address is known', () => {
  render(<VideoHero poster="/poster.jpg" videoUrl="" />);
  expect(screen.getByRole('button', { name: 'Play video' })).toBeDisabled();
});

it('shows the fallback text in the UI language', async () => {
  await act(() => initTestI18n('ru'));
  const { container } = render(<VideoHero poster="/p.jpg" videoUrl="http://127.0.0.1/v.mp4" />);
  await userEvent.click(screen.getByRole('button', { name: 'Смотреть видео' }));
  expect(container.querySelector('video')).toHaveTextContent(
    'Ваш браузер не поддерживает воспроизведение видео.',
  );
  await act(() => initTestI18n('en'));
});
