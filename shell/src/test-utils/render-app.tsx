import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/App';

/** The shell's routes and layout at `path`, with a memory router instead of the browser's. */
export function renderAppAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

/** Makes window.matchMedia report whether the viewport is at most `maxWidth` px wide. */
export function setViewportWidth(width: number): void {
  window.matchMedia = ((query: string) => {
    const limit = /max-width:\s*(\d+)px/.exec(query);
    const matches = limit?.[1] !== undefined && width <= Number(limit[1]);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
