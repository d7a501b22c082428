/**
 * The site's policy (webpack/content-security-policy.cjs, served by scripts/serve.mjs): built from
 * the runtime config, inline code allowed by hash only. The browser test
 * e2e/tests/content-security-policy.spec.ts loads every route under it.
 */
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  elementHashes,
  emptyInline,
  isHttps,
  mediaOrigins,
  securityHeaders,
  styleAttributeHashes,
} from '../../../webpack/content-security-policy.cjs';

const CONFIG = {
  apiBaseUrl: 'https://api.academy.example/v1',
  remotes: {
    mfe_public: 'https://public.academy.example/mf-manifest.json',
    mfe_learning: 'https://cdn.academy.example/learning/v3/mf-manifest.json',
  },
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function directive(policy: string, name: string): string[] | undefined {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found?.slice(1);
}

it("takes code only from the page's own origin and the remotes of the config, data also from the API", () => {
  const policy = contentSecurityPolicy(CONFIG);
  const remotes = ['https://public.academy.example', 'https://cdn.academy.example'];
  expect(directive(policy, 'script-src')).toEqual(["'self'", ...remotes]);
  expect(directive(policy, 'style-src-elem')).toEqual(["'self'", ...remotes]);
  expect(directive(policy, 'connect-src')).toEqual(["'self'", ...remotes, 'https://api.academy.example']);
  expect(directive(policy, 'media-src')).toContain('https://api.academy.example');
  expect(directive(policy, 'img-src')).toContain('https://api.academy.example');
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(directive(policy, 'style-src-attr')).toEqual(["'none'"]);
  for (const [name, value] of [
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ])
    expect(directive(policy, name ?? '')).toEqual([value]);
});

it('follows an edited config, and leaves out what is relative or not a web address', () => {
  const policy = contentSecurityPolicy({
    apiBaseUrl: '/api',
    remotes: { mfe_public: 'http://localhost:4001/mf-manifest.json', odd: 'javascript:alert(1)', none: 7 },
  });
  expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:4001']);
  expect(directive(policy, 'connect-src')).toEqual(["'self'", 'http://localhost:4001']);
  expect(directive(contentSecurityPolicy(null), 'script-src')).toEqual(["'self'"]);
});

it('admits the media origins of the config to images, media and fetches only', () => {
  const cdn = 'https://media.academy.example';
  const policy = contentSecurityPolicy({ ...CONFIG, mediaOrigins: [cdn, cdn] });
  for (const name of ['img-src', 'media-src', 'connect-src'])
    expect(directive(policy, name)?.filter((source) => source === cdn)).toEqual([cdn]);
  for (const name of ['script-src', 'style-src', 'style-src-elem', 'font-src', 'worker-src', 'default-src'])
    expect(directive(policy, name)).not.toContain(cdn);
  expect(mediaOrigins(CONFIG)).toEqual([]);
});

it.each([
  ['a path', 'https://media.academy.example/videos'],
  ['plain http off this machine', 'http://media.academy.example'],
  ['a wildcard', 'https://*.academy.example'],
  ['no scheme', 'media.academy.example'],
])('refuses a media origin with %s, naming it', (_case, origin) => {
  expect(() => contentSecurityPolicy({ ...CONFIG, mediaOrigins: [origin] })).toThrow(
    `config.json mediaOrigins must be origins such as "https://media.example.org" (https, or http on localhost; no path, no wildcard), got "${origin}"`,
  );
});

it("allows a page's own inline scripts and styles by their hash, and no other", () => {
  const early = '(function(){window.early=1})();';
  const inline = elementHashes(
    `<html><head><style>#root{top:0}</style><script>${early}</script><script defer src=/main.js></script></head></html>`,
  );
  expect(inline).toEqual({ scripts: [sha256(early)], styles: [sha256('#root{top:0}')], styleAttributes: [] });
  const policy = contentSecurityPolicy(CONFIG, inline);
  expect(directive(policy, 'script-src')).toContain(sha256(early));
  expect(directive(policy, 'script-src')).not.toContain(sha256('window.injected=1'));
  expect(directive(policy, 'style-src-elem')).toContain(sha256('#root{top:0}'));
});

it('allows the style attributes of prerendered markup by the hash of their value as the browser reads it', () => {
  const inline = styleAttributeHashes(
    '<section style="background-image:url(&quot;/poster.svg&quot;)"><span style="width:40px;height:40px"></span></section>',
  );
  expect(inline.styleAttributes).toEqual([
    sha256('background-image:url("/poster.svg")'),
    sha256('width:40px;height:40px'),
  ]);
  expect(directive(contentSecurityPolicy(CONFIG, inline), 'style-src-attr')).toEqual([
    "'unsafe-hashes'",
    ...inline.styleAttributes,
  ]);
});

it('sends nosniff, no referrer, and HSTS only to a request that came over https', () => {
  const plain = securityHeaders({ config: CONFIG, inline: emptyInline(), https: false });
  expect(plain).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
  expect(plain['Strict-Transport-Security']).toBeUndefined();
  const secure = securityHeaders({ config: CONFIG, inline: emptyInline(), https: true });
  expect(secure['Strict-Transport-Security']).toBe('max-age=31536000');

  expect(isHttps({ socket: { encrypted: true }, headers: {} })).toBe(true);
  expect(isHttps({ socket: {}, headers: { 'x-forwarded-proto': 'https, http' } })).toBe(true);
  expect(isHttps({ socket: {}, headers: { 'x-forwarded-proto': 'http' } })).toBe(false);
  expect(isHttps({ socket: {}, headers: {} })).toBe(false);
});
