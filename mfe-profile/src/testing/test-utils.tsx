import { useSessionStore, useTokenStore, type User } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetProfileActions } from '../screens/profile/reset-profile-actions';

export const student: User = {
  id: 7,
  email: 'aruzhan@academy.test',
  first_name: 'Aruzhan',
  last_name: 'Sadykova',
  photo: null,
  status: null,
  residential_address: '',
  taxpayer_id: '',
};

/** A signed-in student whose profile the session already holds. */
export function signInAs(user: User = student): void {
  useTokenStore.getState().setTokens('access-1', 'refresh-1');
  useSessionStore.setState({ user, profileStatus: 'success', profileError: null });
}

/** Every test of the file starts with English texts, fresh mocks and the student signed in. */
export function eachTestSignedIn(): void {
  beforeAll(async () => {
    await initTestI18n('en');
  });
  beforeEach(() => {
    jest.resetAllMocks();
    signOutEverywhere();
    signInAs();
  });
}

export function signOutEverywhere(): void {
  localStorage.clear();
  useSessionStore.getState().signOut();
  useSessionStore.setState({ profileStatus: 'idle', profileError: null });
  resetProfileActions();
}

function WhereAmI({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
      {location.search}
    </p>
  );
}

/** Renders a screen at /profile with the pages it may send the student to. */
export function renderAtProfile(screen: ReactElement, path = '/profile') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/profile" element={screen} />
        <Route path="/signin" element={<WhereAmI name="Sign-in page" />} />
        <Route path="/" element={<WhereAmI name="Home page" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Makes window.matchMedia answer as a phone (below 768 px) or a wide screen. */
export function setScreenWidth(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
