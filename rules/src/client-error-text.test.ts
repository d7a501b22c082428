import { CLIENT_ERROR_ROUTE_LIMIT, scrubClientErrorRoute, scrubClientErrorText } from './client-error-text';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyX2lkIjo0MiwiZW1haWwiOiJkYW5hQGV4YW1wbGUudGVzdCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubClientErrorText', () => {
  it('removes tokens, bearer headers and e-mail addresses', () => {
    const text = scrubClientErrorText(
      `Failed for dana.bekova+1@example.test with ${JWT} (Authorization: Bearer abc.def-ghi)`,
      1000,
    );
    expect(text).not.toContain('dana');
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('abc.def');
    expect(text).toContain('[email]');
    expect(text).toContain('[token]');
  });

  it('drops the query string and fragment of addresses, where codes travel', () => {
    const text = scrubClientErrorText(
      'at https://academy.test/verify?code=839201&email=a%40b.test (chunk.js:1:2) then /reset#token=xyz',
      1000,
    );
    expect(text).toContain('https://academy.test/verify?[removed]');
    expect(text).toContain('/reset?[removed]');
    expect(text).not.toContain('839201');
    expect(text).not.toContain('xyz');
    expect(text).toContain('(chunk.js:1:2)');
  });

  it('removes named secrets and long numbers, and keeps an ordinary stack readable', () => {
    const text = scrubClientErrorText(
      'Error: password="hunter2" refresh: r3fr3sh code=123456 card 4111111111111111\n    at render (https://x.test/releases/1.0.0+abc/main.3f2a1bc9.js:12:34)',
      1000,
    );
    expect(text).not.toMatch(/hunter2|r3fr3sh|123456|4111111111111111/);
    expect(text).toContain('main.3f2a1bc9.js:12:34');
  });

  it('drops C0 controls but tab and line feed, DEL and C1 controls: no terminal escape survives', () => {
    const text = scrubClientErrorText(
      'Error \u001b[2J\u001b[31mred\u001b[0m \u001b]8;;https://evil.test\u0007click\u001b]8;;\u0007 \u009b2J\u007f\r\n\tat x',
      1000,
    );
    expect(text).not.toMatch(/(?![\t\n])\p{Cc}/u);
    expect(text).toBe('Error [2J[31mred[0m ]8;;https://evil.test' + 'click]8;; 2J\n\tat x');
  });

  it('cuts the text to the limit and drops null characters', () => {
    expect(scrubClientErrorText('a\u0000b'.repeat(10), 5)).toBe('ababa');
  });
});

describe('scrubClientErrorRoute', () => {
  it('keeps the path and drops the query and fragment', () => {
    expect(scrubClientErrorRoute('/passingcourse/3?payment=ok#top')).toBe('/passingcourse/3');
    expect(scrubClientErrorRoute('/verify?code=123456')).toBe('/verify');
  });

  it('hides segments that look like codes, tokens, addresses or long numbers', () => {
    expect(scrubClientErrorRoute(`/reset/${JWT}`)).toBe('/reset/:value');
    expect(scrubClientErrorRoute('/confirm/dana@example.test/9182736')).toBe('/confirm/:value/:value');
    expect(scrubClientErrorRoute('/certificates/AbCdEfGhIjKlMnOpQrStUvWxYz')).toBe('/certificates/:value');
  });

  it('drops control characters from the route', () => {
    expect(scrubClientErrorRoute('/login\u001b[2J\u009b\n\t\u007f/x')).toBe('/login[2J/x');
  });

  it('answers "/" for an empty route and cuts a long one', () => {
    expect(scrubClientErrorRoute('')).toBe('/');
    expect(scrubClientErrorRoute('/a-b'.repeat(100))).toHaveLength(CLIENT_ERROR_ROUTE_LIMIT);
  });
});
