import { render } from '@testing-library/react';
import { TakeOver } from './take-over';

/** The page as the shell's host composes it: React's root laid out but hidden, the prerendered markup beside it. */
function composedPage() {
  document.body.innerHTML =
    '<div id="root" data-pending></div><div id="prerendered"><h1>Terms of use</h1></div>';
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prerender');
  document.body.innerHTML = '';
});

it('removes the prerendered page and shows React root when the screen commits', () => {
  const root = composedPage();
  render(<TakeOver />, { container: root });
  expect(document.getElementById('prerendered')).toBeNull();
  expect(root).not.toHaveAttribute('data-pending');
});

it('leaves the prerendered page to the screen while it is right for the visitor', () => {
  const root = composedPage();
  render(<TakeOver whenStale />, { container: root });
  expect(document.getElementById('prerendered')).not.toBeNull();
  expect(root).toHaveAttribute('data-pending');
});

it('takes over at once when the prerendered page is hidden from this visitor', () => {
  document.documentElement.setAttribute('data-prerender', 'stale');
  const root = composedPage();
  render(<TakeOver whenStale />, { container: root });
  expect(document.getElementById('prerendered')).toBeNull();
  expect(root).not.toHaveAttribute('data-pending');
});

it('does nothing on a page that was not composed (a remote standalone, a test)', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const root = document.getElementById('root') as HTMLElement;
  expect(() => render(<TakeOver />, { container: root })).not.toThrow();
  expect(root).not.toHaveAttribute('data-pending');
});
