import { changeLanguage, type RuntimeConfig } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { act, render, screen } from '@testing-library/react';
import { OverrideBanner } from './OverrideBanner';
import { applyOverride, OVERRIDE_KEY, parseOverride, requestedOverride } from './override';

const LIVE: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8000',
  remotes: {
    mfe_public: 'http://localhost:3001/mf-manifest.json',
    mfe_auth: 'http://localhost:3002/releases/1.0.0+aaa1111/mf-manifest.json',
  },
  overrides: true,
};
/** The site's release list as fetch answers it. */
const list = (remotes: Record<string, string[]>) => async () =>
  ({ ok: true, status: 200, json: async () => ({ remotes }) }) as Response;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    read: (key: string) => items.get(key) ?? null,
    write: (key: string, value: string | null) =>
      void (value === null ? items.delete(key) : items.set(key, value)),
    items,
  };
}

beforeAll(() => initTestI18n('en'));

describe('parseOverride', () => {
  it('reads the workspace or federation name and a full release name', () => {
    expect(parseOverride('mfe-auth@1.4.0+3f2a1bc')).toEqual({
      remote: 'mfe_auth',
      workspace: 'mfe-auth',
      release: '1.4.0+3f2a1bc',
    });
    expect(parseOverride('mfe_auth@1.4.0-rc.1+3f2a1bc')?.remote).toBe('mfe_auth');
  });

  it('takes back the "+" a query string turned into a space', () => {
    expect(parseOverride('mfe-auth@1.4.0 3f2a1bc')?.release).toBe('1.4.0+3f2a1bc');
  });

  it.each([
    'mfe-auth',
    'mfe-auth@',
    'mfe-auth@1.4.0',
    'shell@1.0.0+abc',
    'mfe-typo@1.0.0+abc',
    'a@b@c',
    '@1.0.0+a',
    'mfe-auth@1.0.0+..',
    'mfe-auth@1.0.0+a..b',
    'mfe-auth@1.0.0+../../x',
    'mfe-auth@1.0.0-.+abc',
    'mfe-auth@01.0.0+abc',
  ])('refuses %s', (text) => {
    expect(parseOverride(text)).toBeNull();
  });
});

describe('requestedOverride', () => {
  it('keeps an override of the address for the tab, and "off" drops it', () => {
    const storage = memoryStorage();
    expect(requestedOverride('?override=mfe-auth@1.4.0+abc', storage)).toBe('mfe-auth@1.4.0+abc');
    expect(storage.items.get(OVERRIDE_KEY)).toBe('mfe-auth@1.4.0+abc');
    expect(requestedOverride('', storage)).toBe('mfe-auth@1.4.0+abc');
    expect(requestedOverride('?override=off', storage)).toBeUndefined();
    expect(requestedOverride('', storage)).toBeUndefined();
  });
});

describe('applyOverride', () => {
  it('points the remote at the candidate on its own origin when the site lists the release', async () => {
    const { config, state } = await applyOverride(
      LIVE,
      'mfe-auth@1.4.0+3f2a1bc',
      list({ mfe_auth: ['1.0.0+aaa1111', '1.4.0+3f2a1bc'] }),
    );
    expect(state).toEqual({
      status: 'active',
      request: { remote: 'mfe_auth', workspace: 'mfe-auth', release: '1.4.0+3f2a1bc' },
    });
    expect(config.remotes.mfe_auth).toBe('http://localhost:3002/releases/1.4.0+3f2a1bc/mf-manifest.json');
    expect(config.remotes.mfe_public).toBe(LIVE.remotes.mfe_public);
    expect(LIVE.remotes.mfe_auth).toBe('http://localhost:3002/releases/1.0.0+aaa1111/mf-manifest.json');
  });

  it('changes nothing and asks nothing when no override was asked for', async () => {
    const fetchList = jest.fn();
    expect(await applyOverride(LIVE, undefined, fetchList)).toEqual({
      config: LIVE,
      state: { status: 'none' },
    });
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('refuses on a deployment that does not allow overrides, without asking for the list', async () => {
    const fetchList = jest.fn();
    const { overrides: _allowed, ...closed } = LIVE;
    const { config, state } = await applyOverride(closed, 'mfe-auth@1.4.0+3f2a1bc', fetchList);
    expect(config).toBe(closed);
    expect(state).toMatchObject({ status: 'refused', reason: 'notAllowed' });
    expect(fetchList).not.toHaveBeenCalled();
  });

  it('refuses a release the site does not list, whatever the address says', async () => {
    const { config, state } = await applyOverride(
      LIVE,
      'mfe-auth@9.9.9+evil',
      list({ mfe_auth: ['1.4.0+3f2a1bc'] }),
    );
    expect(config).toBe(LIVE);
    expect(state).toMatchObject({
      status: 'refused',
      reason: 'unknownRelease',
      detail: 'mfe-auth has no release 9.9.9+evil',
    });
  });

  it('refuses a malformed override, a remote not deployed here, and an unreadable list', async () => {
    expect((await applyOverride(LIVE, 'javascript:alert(1)', list({}))).state).toMatchObject({
      reason: 'malformed',
    });
    expect(
      (await applyOverride(LIVE, 'mfe-profile@1.0.0+abc', list({ mfe_profile: ['1.0.0+abc'] }))).state,
    ).toMatchObject({
      reason: 'unknownRelease',
    });
    const failing = async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response;
    expect((await applyOverride(LIVE, 'mfe-auth@1.4.0+3f2a1bc', failing)).state).toMatchObject({
      reason: 'unavailable',
    });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    expect((await applyOverride(LIVE, 'mfe-auth@1.4.0+3f2a1bc', offline)).state).toMatchObject({
      reason: 'unavailable',
    });
  });
});

describe('OverrideBanner', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('shows nothing to a visitor who asked for no override', () => {
    const { container } = render(<OverrideBanner state={{ status: 'none' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the remote and release in this tab and offers the way back, in the visitor’s language', async () => {
    const state = {
      status: 'active' as const,
      request: { remote: 'mfe_auth', workspace: 'mfe-auth', release: '1.4.0+3f2a1bc' },
    };
    const { rerender } = render(<OverrideBanner state={state} />);
    expect(screen.getByRole('status', { name: 'Release check' })).toHaveTextContent(
      'mfe-auth shows release 1.4.0+3f2a1bc in this tab only',
    );
    expect(screen.getByRole('button', { name: 'Back to live' })).toBeInTheDocument();
    await act(() => changeLanguage('ru'));
    rerender(<OverrideBanner state={state} />);
    expect(screen.getByRole('button', { name: 'Вернуться к рабочей версии' })).toBeInTheDocument();
    await act(() => changeLanguage('kk'));
    rerender(<OverrideBanner state={state} />);
    expect(screen.getByRole('status')).toHaveTextContent('1.4.0+3f2a1bc релизін тек осы қойындыда');
  });

  it('says why an override was refused, as an alert', () => {
    render(
      <OverrideBanner
        state={{ status: 'refused', text: 'mfe-auth@9.9.9+x', reason: 'unknownRelease', detail: '' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('"mfe-auth@9.9.9+x" is not a published release here');
  });
});
