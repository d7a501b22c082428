import { clientErrors } from '@academy/shared';
import { initTestI18n } from '@academy/shared/testing';
import { render, screen } from '@testing-library/react';
import { RemoteBoundary } from './RemoteBoundary';
import { isLoadFailure, reportUnhandledRejection } from './remote-errors';

beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  clientErrors.setRemoteReleases({
    mfe_auth: 'http://localhost:3002/releases/1.4.0+3f2a1bc/mf-manifest.json',
  });
});
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new TypeError('secret internals of mfe_auth at /releases/1.4.0+3f2a1bc');
}

describe('RemoteBoundary', () => {
  it('reports a render error with the remote’s name, and the student’s fallback names nothing internal', () => {
    const report = jest.spyOn(clientErrors, 'report').mockReturnValue(true);
    const { container } = render(
      <RemoteBoundary remoteId="mfe_auth/SignInPage" onRetry={() => undefined}>
        <Broken />
      </RemoteBoundary>,
    );
    expect(report).toHaveBeenCalledWith('mfe_auth', 'render', expect.any(TypeError));
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    expect(container.innerHTML).not.toMatch(/mfe_|mfe-|auth|SignInPage|1\.4\.0|releases|TypeError|secret/i);
  });
});

describe('remote errors', () => {
  it('tells a screen that failed to load from one that threw', () => {
    expect(isLoadFailure(Object.assign(new Error('x'), { name: 'RemoteLoadError' }))).toBe(true);
    expect(isLoadFailure(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isLoadFailure(new TypeError('a is undefined'))).toBe(false);
    expect(isLoadFailure('text')).toBe(false);
  });

  it('reports an unhandled rejection only when its stack runs through a remote’s files', () => {
    const report = jest.spyOn(clientErrors, 'report').mockReturnValue(true);
    const fromRemote = new Error('save failed');
    fromRemote.stack =
      'Error: save failed\n    at f (http://localhost:3002/releases/1.4.0+3f2a1bc/123.abcdef12.js:1:1)';
    expect(reportUnhandledRejection({ reason: fromRemote })).toBe(true);
    expect(report).toHaveBeenCalledWith('mfe_auth', 'rejection', fromRemote);
    const fromShell = new Error('x');
    fromShell.stack = 'Error: x\n    at g (http://localhost:3000/main.js:1:1)';
    expect(reportUnhandledRejection({ reason: fromShell })).toBe(false);
    expect(reportUnhandledRejection({ reason: 'no stack' })).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
  });
});
