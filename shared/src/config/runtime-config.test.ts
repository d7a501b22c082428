import { parseRuntimeConfig, REMOTE_NAMES, RuntimeConfigError } from './runtime-config';

const everyRemote = Object.fromEntries(
  REMOTE_NAMES.map((name, index) => [name, `http://localhost:${3001 + index}/mf-manifest.json`]),
);

describe('parseRuntimeConfig', () => {
  it('takes the API base URL without a trailing slash and every remote named', () => {
    const config = parseRuntimeConfig({ apiBaseUrl: 'http://localhost:8000/', remotes: everyRemote });
    expect(config).toEqual({ apiBaseUrl: 'http://localhost:8000', remotes: everyRemote });
  });

  it('keeps `overrides` only when it is exactly true', () => {
    const base = { apiBaseUrl: 'http://localhost:8000', remotes: everyRemote };
    expect(parseRuntimeConfig({ ...base, overrides: true }).overrides).toBe(true);
    expect(parseRuntimeConfig({ ...base, overrides: 'staging' })).not.toHaveProperty('overrides');
    expect(parseRuntimeConfig(base)).not.toHaveProperty('overrides');
  });

  it('leaves out a remote that is not deployed (its routes show the fallback)', () => {
    const { mfe_teaching: _teaching, ...withoutTeaching } = everyRemote;
    const config = parseRuntimeConfig({ apiBaseUrl: 'http://localhost:8000', remotes: withoutTeaching });
    expect(Object.keys(config.remotes)).not.toContain('mfe_teaching');
    expect(config.remotes.mfe_public).toBe('http://localhost:3001/mf-manifest.json');
  });

  it.each([
    [{ remotes: everyRemote }, 'apiBaseUrl (string) is missing'],
    [
      { apiBaseUrl: 'http://a', remotes: [] },
      'remotes (object of remote name to mf-manifest.json URL) is missing',
    ],
    [
      { apiBaseUrl: 'http://a', remotes: { ...everyRemote, mfe_auth: '' } },
      'remotes.mfe_auth (manifest URL) is missing',
    ],
    [
      { apiBaseUrl: 'http://a', remotes: { ...everyRemote, mfe_typo: 'http://b' } },
      'remotes.mfe_typo: not a remote of the site map',
    ],
    [{ apiBaseUrl: 'http://a', remotes: {} }, 'remotes names no remote'],
  ])('refuses %j, naming the problem', (value, problem) => {
    expect(() => parseRuntimeConfig(value)).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig(value)).toThrow(problem);
  });
});
