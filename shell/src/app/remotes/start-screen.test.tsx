import { initTestI18n } from '@academy/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { screen } from '@testing-library/react';
import { renderAppAt } from '../../test-utils/render-app';
import { remoteRouteAt } from '../routes';
import { clearRemoteScreenCache, startScreen } from './remote-screen';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeAll(() => initTestI18n('en'));

beforeEach(() => {
  clearRemoteScreenCache();
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('remoteRouteAt', () => {
  it.each([
    ['/', 'mfe_public/HomePage'],
    ['/passingcourse/1', 'mfe_learning/PassingCoursePage'],
    ['/privacy', 'mfe_public/PrivacyPage'],
    ['/profile', 'mfe_profile/ProfilePage'],
  ])('finds the screen of %s', (path, id) => {
    expect(remoteRouteAt(path)?.remote).toBe(id);
  });

  it('finds nothing for a path the site does not have', () => {
    expect(remoteRouteAt('/no-such-page')).toBeUndefined();
  });
});

describe('startScreen: the first route starts loading before it renders', () => {
  it('loads the screen once, and the route uses that load when it renders', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>screen {id}</p> }));
    startScreen('mfe_public/HomePage');
    startScreen('mfe_public/HomePage');
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);

    renderAppAt('/');
    expect(await screen.findByText('screen mfe_public/HomePage')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('an early failure is not the end: the route loads the screen afresh when it renders', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('manifest unreachable'));
    startScreen('mfe_public/HomePage');
    await new Promise((resolve) => setTimeout(resolve, 0));

    loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <p>screen {id}</p> }));
    renderAppAt('/');
    expect(await screen.findByText('screen mfe_public/HomePage')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });
});
