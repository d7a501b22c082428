import cases from '../../../test-support/site-paths.json';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(cases.sitePaths)('follows $value ($why)', ({ value }) => {
    expect(safeReturnPath(value)).toBe(value);
  });

  it.each(cases.notSitePaths)('refuses $value ($why)', ({ value }) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([
    ['/profile', '/profile'],
    ['/passingcourse/1?tab=qaa#q2', '/passingcourse/1?tab=qaa#q2'],
    ['/', '/'],
  ])('follows a path on this site: %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/path'],
    ['a backslash trick', '/\\evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['a control character', '/pro\tfile'],
    ['the sign-in screen itself', '/signin?next=/profile'],
    ['the recovery page', '/forgot'],
    ['nothing', ''],
    ['a non-string', 42],
  ])('refuses %s', (_case, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
