import { RemoteUnavailable } from '../../features/remote-fallback/RemoteUnavailable';
import { remoteFallbackPlugin } from './fallback-plugin';

type ErrorHookArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

function failure(lifecycle: ErrorHookArgs['lifecycle']): ErrorHookArgs {
  return {
    id: 'mfe_auth/SignInPage',
    error: new Error('down'),
    from: 'runtime',
    lifecycle,
    origin: {} as ErrorHookArgs['origin'],
  };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('remoteFallbackPlugin', () => {
  it('answers a screen that failed to load with the translated fallback screen', () => {
    const plugin = remoteFallbackPlugin();
    expect(plugin.errorLoadRemote?.(failure('onLoad'))).toEqual({ default: RemoteUnavailable });
  });

  it('leaves failures of other stages (manifest, shared) to the caller', () => {
    const plugin = remoteFallbackPlugin();
    expect(plugin.errorLoadRemote?.(failure('afterResolve'))).toBeUndefined();
    expect(plugin.errorLoadRemote?.(failure('beforeLoadShare'))).toBeUndefined();
  });
});
