import { initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaterialViewer } from './MaterialViewer';

// pdf.js itself runs in the browser tests; here the lazy document only reports that it opened.
jest.mock('./PdfDocument', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  function FakePdfDocument({ title, onLoaded }: { title: string; onLoaded: () => void }) {
    useEffect(() => onLoaded(), [onLoaded]);
    return <p>PDF {title}</p>;
  }
  return { __esModule: true, default: FakePdfDocument };
});

beforeAll(async () => {
  await initTestI18n('en');
});

it('shows a PDF in the page and counts the material as opened', async () => {
  const onOpened = jest.fn();
  render(
    <MaterialViewer
      url="http://api.test/media/reading.pdf?sig=1"
      name="seat.pdf"
      title="Seat"
      onOpened={onOpened}
    />,
  );
  expect(await screen.findByText('PDF seat.pdf')).toBeInTheDocument();
  expect(onOpened).toHaveBeenCalled();
});

it('offers any other file as a download named material_name', async () => {
  const onOpened = jest.fn();
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline'));
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  render(
    <MaterialViewer
      url="http://api.test/media/slides.pptx"
      name="slides.pptx"
      title="Seat"
      onOpened={onOpened}
    />,
  );
  const link = screen.getByRole('link', { name: 'Download slides.pptx' });
  expect(link).toHaveAttribute('download', 'slides.pptx');
  expect(onOpened).not.toHaveBeenCalled();
  await userEvent.click(link);
  expect(onOpened).toHaveBeenCalled();
  expect(open).toHaveBeenCalled();
  globalThis.fetch = original;
  open.mockRestore();
});

it('toggles full screen, falling back to a full-window view where the Fullscreen API is missing', async () => {
  render(<MaterialViewer url="http://api.test/media/r.pdf" name="r.pdf" title="Seat" onOpened={jest.fn()} />);
  const region = screen.getByRole('region', { name: 'Material of Seat' });
  const toggle = screen.getByRole('button', { name: 'Full screen' });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
  expect(region.className).toMatch(/materialFullscreen/);
  await userEvent.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  await act(async () => undefined);
});

it('asks the browser for full screen where it can', async () => {
  const request = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
  render(<MaterialViewer url="http://api.test/media/r.pdf" name="r.pdf" title="Seat" onOpened={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
  expect(request).toHaveBeenCalled();
  Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
  Reflect.deleteProperty(document, 'fullscreenEnabled');
});
