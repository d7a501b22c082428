import { useSessionStore, useTokenStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const instructor: User = {
  id: 2,
  email: 'instructor@academy.test',
  first_name: 'Erlan',
  last_name: 'Bekov',
  photo: null,
  role: 'instructor',
};

/** Every test of the file starts with English texts, fresh mocks and an instructor signed in. */
export function eachTestAsInstructor(): void {
  beforeAll(async () => {
    await initTestI18n('en');
  });
  beforeEach(() => {
    jest.resetAllMocks();
    localStorage.clear();
    useTokenStore.getState().setTokens('access-1', 'refresh-1');
    useSessionStore.setState({ user: instructor, profileStatus: 'success', profileError: null });
  });
}

/** Shows where the router is, so a test can read the address a screen moved to. */
export function WhereAmI() {
  const location = useLocation();
  return (
    <p data-testid="location">
      {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders `element` at `path` (matched by `pattern`) inside a memory router. */
export function renderAt(element: ReactElement, path: string, pattern = path.split('?')[0] ?? path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path={pattern}
          element={
            <>
              {element}
              <WhereAmI />
            </>
          }
        />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}
