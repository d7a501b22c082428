import { ConfigError } from './config-error';

/**
 * Every secret value written in this repository (development defaults, test constants, examples),
 * past or present. Anyone can read them, so production refuses them for any setting. Code and tests
 * take their values from here; config-secrets.test.ts fails when a secret-looking literal elsewhere
 * in the repository is not refused.
 */
export const PUBLISHED_SECRETS = {
  developmentJwt: 'academy-development-secret-not-for-production',
  developmentPaymentCallback: 'academy-sandbox-callback-secret-not-for-production',
  testPaymentCallback: 'test-payment-callback-secret-0123456789abcdef',
  /** The "strong" JWT secret earlier production-mode tests used. */
  oldTestJwt: 'kR7#vQ2m!xL9pZ4w@Tn6bY1s$Hc8dJ3f',
  testOidcClient: 'local-client-secret',
  browserTestOidcClient: 'academy-e2e-secret',
  testTranslationKey: 'secret-key',
  /** The API secret of the tests' CloudPayments stand-in (test-helpers/cloudpayments-stand-in.ts). */
  testCloudPayments: 'a3b1c9d8e7f6a5b4c3d2e1f0a9b8c7d6',
} as const;

const KNOWN = new Set<string>([
  ...Object.values(PUBLISHED_SECRETS),
  'changeme',
  'secret',
  'password',
  'your-secret-key',
]);

/** Words people put in hand-made secrets and placeholders; a secret made only of them (and separators) is refused. */
const COMMON_WORDS = (
  'development placeholder application production callback changeme insecure password passw0rd ' +
  'payments postgres sandbox academy default example letmein private replace signing staging testing ' +
  'welcome webhook client config passwd payment qwerty random secret server strong string admin hello ' +
  'local redis sample super token world change guest value your here long mail pass prod root smtp ' +
  'test this user very with api app dev e2e env for jwt key not our the xxx my'
).split(' ');
// Longest first, so "password" goes whole rather than as "pass" and a leftover "word".
const COMMON_WORDS_PATTERN = new RegExp([...COMMON_WORDS].sort((a, b) => b.length - a.length).join('|'), 'g');
/** Keyboard and counting runs of three or more ("123", "abc", "qwe"). */
const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

function withoutRuns(text: string): string {
  let rest = '';
  for (let i = 0; i < text.length;) {
    let end = i + 1;
    while (end < text.length && RUNS.some((run) => run.includes(text.slice(i, end + 1)))) end += 1;
    if (end - i < 3) rest += text[i];
    i = end - i >= 3 ? end : i + 1;
  }
  return rest;
}

/** Why a production secret is unsafe, or null when it is acceptable. `minLength`: 32 for keys we generate, less for ones a provider issues. */
export function secretProblem(secret: string, minLength: number): string | null {
  if (secret.length === 0) return 'is required when NODE_ENV=production';
  if (KNOWN.has(secret.trim()) || KNOWN.has(secret.trim().toLowerCase()))
    return 'is a value published in this repository; generate one (openssl rand -base64 48)';
  if (/\s/.test(secret)) return 'must not contain whitespace';
  if (secret.length < minLength) return `must be at least ${minLength} characters long`;
  // A random secret of this length uses far more distinct characters; "aaaa…" or "abab…" does not.
  const distinct = minLength >= 32 ? 12 : 8;
  if (new Set(secret).size < distinct)
    return `has too little variety (fewer than ${distinct} distinct characters)`;
  if (/^(.{1,8})\1+$/.test(secret)) return 'is a short pattern repeated';
  const rest = withoutRuns(
    secret
      .toLowerCase()
      .replace(COMMON_WORDS_PATTERN, '')
      .replace(/[^a-z0-9]/g, ''),
  );
  if (rest.length < 8) return 'is made of common words; generate one (openssl rand -base64 48)';
  return null;
}

export interface NamedSecret {
  /** How the operator finds it: the setting, and where inside it when it is one of several. */
  name: string;
  value: string;
  minLength: number;
}

/** Production: refuses a published, degenerate or shared secret, naming its setting. */
export function checkSecrets(secrets: NamedSecret[]): void {
  const seen = new Map<string, string>();
  for (const { name, value, minLength } of secrets) {
    const problem = secretProblem(value, minLength);
    if (problem) throw new ConfigError(`${name} ${problem}`);
    const earlier = seen.get(value);
    if (earlier) throw new ConfigError(`${name} must differ from ${earlier}: give each use its own secret`);
    seen.set(value, name);
  }
}

/** The password inside a connection URL (decoded), or null when it has none. */
export function urlPassword(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const password = new URL(raw).password;
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}
