import { MAX_WRONG_TRIES, RESEND_COOLDOWN_MS } from '../../auth/email-codes';
import {
  DEMO,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  lastCode,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

const PASSWORD = 'Tribunal-Seat-42';

describe.each(databaseTargets())('auth endpoints on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/student/auth/${url}`, payload, headers });
  const register = (email: string, password1 = PASSWORD, password2 = password1) =>
    post('register/', { email, password1, password2 });

  describe('register/', () => {
    it('creates an unverified account and mails a 4-digit code on a line of its own', async () => {
      const response = await register('Ada@Example.test');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ email: 'ada@example.test', detail: 'Verification code sent.' });
      const [mail] = t.outbox.list('ada@example.test');
      expect(mail?.text).toMatch(/^\d{4}$/m);
      expect(mail?.html).toContain(lastCode(t.outbox, 'ada@example.test'));
      const signIn = await post('token/', { email: 'ada@example.test', password: PASSWORD });
      expect(signIn.statusCode).toBe(403);
    });

    it('mails in the language of Accept-Language', async () => {
      await post(
        'register/',
        { email: 'ru@example.test', password1: PASSWORD, password2: PASSWORD },
        { 'accept-language': 'ru-RU,ru;q=0.9' },
      );
      expect(t.outbox.list('ru@example.test')[0]?.subject).toBe('Код подтверждения Академии');
    });

    it("refuses a verified address with dj-rest-auth's message", async () => {
      const response = await register(DEMO.email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: ['A user is already registered with this e-mail address.'] });
    });

    const signInStatus = async (email: string, password: string) =>
      (await post('token/', { email, password })).statusCode;

    it('gives the account the password of whoever verified the mailbox, not of who registered first', async () => {
      const attacker = await register('taken.over@example.test', 'Attacker-Password-1');
      const owner = await register('taken.over@example.test', 'Owner-Password-2');
      expect(owner.statusCode).toBe(201);
      expect(owner.json()).toEqual(attacker.json());
      // The owner's registration mails its own code at once, even within the 119 s of the first.
      expect(t.outbox.list('taken.over@example.test')).toHaveLength(2);
      const verified = await post('verify-email/', {
        email: 'taken.over@example.test',
        code: lastCode(t.outbox, 'taken.over@example.test'),
      });
      expect(verified.statusCode).toBe(200);
      expect(await signInStatus('taken.over@example.test', 'Owner-Password-2')).toBe(200);
      expect(await signInStatus('taken.over@example.test', 'Attacker-Password-1')).toBe(401);
    });

    it("refuses the attacker's earlier code once the owner registered, and after the owner verified", async () => {
      await register('old.code@example.test', 'Attacker-Password-1');
      const attackerCode = lastCode(t.outbox, 'old.code@example.test');
      await register('old.code@example.test', 'Owner-Password-2');
      const ownerCode = lastCode(t.outbox, 'old.code@example.test');
      if (attackerCode !== ownerCode) {
        const old = await post('verify-email/', { email: 'old.code@example.test', code: attackerCode });
        expect(old.statusCode).toBe(400);
      }
      expect(
        (await post('verify-email/', { email: 'old.code@example.test', code: ownerCode })).statusCode,
      ).toBe(200);
      const late = await post('verify-email/', { email: 'old.code@example.test', code: attackerCode });
      expect(late.statusCode).toBe(400);
      expect(await signInStatus('old.code@example.test', 'Owner-Password-2')).toBe(200);
      expect(await signInStatus('old.code@example.test', 'Attacker-Password-1')).toBe(401);
    });

    it('gives no tokens to a pending account, and recovery by the owner shuts the first registrant out', async () => {
      await register('recovered@example.test', 'Attacker-Password-1');
      expect(await signInStatus('recovered@example.test', 'Attacker-Password-1')).toBe(403);
      t.clock.advance(RESEND_COOLDOWN_MS);
      await post('password-reset/', { email: 'recovered@example.test' });
      const { reset_token } = (
        await post('password-reset/verify/', {
          email: 'recovered@example.test',
          code: lastCode(t.outbox, 'recovered@example.test'),
        })
      ).json<{ reset_token: string }>();
      const confirmed = await post('password-reset/confirm/', {
        reset_token,
        new_password1: 'Owner-Password-2',
        new_password2: 'Owner-Password-2',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(await signInStatus('recovered@example.test', 'Owner-Password-2')).toBe(200);
      expect(await signInStatus('recovered@example.test', 'Attacker-Password-1')).toBe(401);
    });

    it('of two registrations at once, only the password whose code was entered signs in', async () => {
      const answers = await Promise.all([
        register('parallel@example.test', 'First-Password-1'),
        register('parallel@example.test', 'Second-Password-2'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
      for (const password of ['First-Password-1', 'Second-Password-2'])
        expect(await signInStatus('parallel@example.test', password)).not.toBe(200);
      const verified = await post('verify-email/', {
        email: 'parallel@example.test',
        code: lastCode(t.outbox, 'parallel@example.test'),
      });
      expect(verified.statusCode).toBe(200);
      const statuses = [
        await signInStatus('parallel@example.test', 'First-Password-1'),
        await signInStatus('parallel@example.test', 'Second-Password-2'),
      ].sort();
      expect(statuses).toEqual([200, 401]);
    });

    it('gives the password sent with the code, not the one of a later registration by someone else', async () => {
      await register('late.attacker@example.test', 'Owner-Password-2');
      await register('late.attacker@example.test', 'Attacker-Password-1');
      // The owner types the newest mail's code, which the attacker's registration caused.
      const verified = await post('verify-email/', {
        email: 'late.attacker@example.test',
        code: lastCode(t.outbox, 'late.attacker@example.test'),
        password: 'Owner-Password-2',
      });
      expect(verified.statusCode).toBe(200);
      expect(await signInStatus('late.attacker@example.test', 'Owner-Password-2')).toBe(200);
      expect(await signInStatus('late.attacker@example.test', 'Attacker-Password-1')).toBe(401);
    });

    it('without a password, gives the password of the registration the code was mailed for', async () => {
      await register('old.client@example.test', 'Owner-Password-2');
      await register('old.client@example.test', 'Attacker-Password-1');
      const verified = await post('verify-email/', {
        email: 'old.client@example.test',
        code: lastCode(t.outbox, 'old.client@example.test'),
      });
      expect(verified.statusCode).toBe(200);
      expect(await signInStatus('old.client@example.test', 'Attacker-Password-1')).toBe(200);
      expect(await signInStatus('old.client@example.test', 'Owner-Password-2')).toBe(401);
    });

    it("refuses a weak password at verification with registration's messages, and keeps the code", async () => {
      const russian = { 'accept-language': 'ru' };
      await register('weak.verify@example.test');
      const code = lastCode(t.outbox, 'weak.verify@example.test');
      const registrationSays = (
        await post(
          'register/',
          { email: 'weak.verify@example.test', password1: '12345', password2: '12345' },
          russian,
        )
      ).json<{ password1: string[] }>().password1;
      const weak = await post(
        'verify-email/',
        { email: 'weak.verify@example.test', code, password: '12345' },
        russian,
      );
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({ password: registrationSays });
      const blank = await post('verify-email/', { email: 'weak.verify@example.test', code, password: '' });
      expect(blank.statusCode).toBe(400);
      expect(Object.keys(blank.json())).toEqual(['password']);
      const retried = await post('verify-email/', {
        email: 'weak.verify@example.test',
        code,
        password: 'Owner-Password-2',
      });
      expect(retried.statusCode).toBe(200);
      expect(await signInStatus('weak.verify@example.test', 'Owner-Password-2')).toBe(200);
      expect(await signInStatus('weak.verify@example.test', PASSWORD)).toBe(401);
    });

    it('mails a fresh code to the address when it is registered again after the cooldown', async () => {
      await register('twice@example.test', 'First-Password-1');
      t.clock.advance(RESEND_COOLDOWN_MS);
      await register('twice@example.test', 'Other-Password-2');
      expect(t.outbox.list('twice@example.test')).toHaveLength(2);
    });

    it.each([
      ['too short', 'Ab1-xyz', 'This password is too short. It must contain at least 8 characters.'],
      ['too common', 'Password', 'This password is too common.'],
      ['entirely numeric', '90817263545', 'This password is entirely numeric.'],
      ['too similar to the e-mail', 'validator.person', 'The password is too similar to the email address.'],
    ])("rejects a password that is %s with Django's message", async (_case, password, message) => {
      const response = await register('validator.person@example.test', password);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ password1: string[] }>().password1).toContain(message);
    });

    it('reports every failing validator at once', async () => {
      const response = await register('numbers@example.test', '1234');
      expect(response.json()).toEqual({
        password1: [
          'This password is too short. It must contain at least 8 characters.',
          'This password is too common.',
          'This password is entirely numeric.',
        ],
      });
    });

    it('rejects mismatched passwords', async () => {
      const response = await register('mismatch@example.test', PASSWORD, `${PASSWORD}x`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ["The two password fields didn't match."] });
    });

    it('names every missing or malformed field', async () => {
      const response = await post('register/', { email: 'not-an-email', password2: 5 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        email: ['Enter a valid email address.'],
        password1: ['This field is required.'],
        password2: ['Not a valid string.'],
      });
    });

    it('answers 400, not 500, to malformed JSON', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/student/auth/register/',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(/^JSON parse error/);
    });

    it('reads an empty JSON body as no body and names the required fields', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/student/auth/token/',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        email: ['This field is required.'],
        password: ['This field is required.'],
      });
    });

    it('refuses a body that tries to pollute prototypes', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/student/auth/token/',
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__": {"admin": true}, "email": "a@b.test", "password": "x"}',
      });
      expect(response.statusCode).toBe(400);
    });

    it('answers 400 to a JSON array body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/student/auth/register/',
        headers: { 'content-type': 'application/json' },
        payload: '[1, 2]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
      });
    });

    it('translates field errors', async () => {
      const response = await post('register/', {}, { 'accept-language': 'kk' });
      expect(response.json<{ email: string[] }>().email).toEqual(['Бұл өріс міндетті.']);
    });
  });

  describe('verify-email/ and resend-code/', () => {
    it('activates the account with the right code and answers a token pair', async () => {
      await register('verify@example.test');
      const response = await post('verify-email/', {
        email: 'verify@example.test',
        code: lastCode(t.outbox, 'verify@example.test'),
      });
      expect(response.statusCode).toBe(200);
      const tokens = response.json<{ access: string; refresh: string }>();
      const me = await t.app.inject({
        method: 'GET',
        url: '/student/student/detail/',
        headers: bearer(tokens.access),
      });
      expect(me.json<{ email: string }>().email).toBe('verify@example.test');
    });

    it('refuses a wrong code, then an expired one, with distinct messages', async () => {
      await register('wrong@example.test');
      const code = lastCode(t.outbox, 'wrong@example.test');
      const wrongCode = code === '0000' ? '1111' : '0000';
      const wrong = await post('verify-email/', { email: 'wrong@example.test', code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: ['The code is incorrect.'], tries_left: MAX_WRONG_TRIES - 1 });
      t.clock.advance(10 * 60 * 1000 + 1000);
      const expired = await post('verify-email/', { email: 'wrong@example.test', code });
      expect(expired.json()).toEqual({ code: ['The code has expired. Request a new one.'] });
    });

    it('locks the code after five wrong tries, even against the right code', async () => {
      await register('tries@example.test');
      const code = lastCode(t.outbox, 'tries@example.test');
      const wrongCode = code === '0000' ? '1111' : '0000';
      for (let attempt = 1; attempt <= MAX_WRONG_TRIES; attempt += 1) {
        const response = await post('verify-email/', { email: 'tries@example.test', code: wrongCode });
        expect(response.json()).toEqual({
          code: ['The code is incorrect.'],
          tries_left: MAX_WRONG_TRIES - attempt,
        });
      }
      const sixth = await post('verify-email/', { email: 'tries@example.test', code });
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json()).toEqual({ code: ['Too many wrong attempts. Request a new code.'] });
    });

    it('refuses a code that is not four digits', async () => {
      const response = await post('verify-email/', { email: 'x@example.test', code: '12a4' });
      expect(response.json()).toEqual({ code: ['Enter the 4-digit code.'] });
    });

    it('holds a new code back for 119 seconds, then sends one that replaces the old', async () => {
      await register('resend@example.test');
      const first = lastCode(t.outbox, 'resend@example.test');
      const early = await post('resend-code/', { email: 'resend@example.test' });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({
        detail: 'Please wait 119 seconds before requesting a new code.',
        retry_after: 119,
      });
      expect(early.headers['retry-after']).toBe('119');
      t.clock.advance(RESEND_COOLDOWN_MS);
      const later = await post('resend-code/', { email: 'resend@example.test' });
      expect(later.statusCode).toBe(200);
      expect(t.outbox.list('resend@example.test')).toHaveLength(2);
      const second = lastCode(t.outbox, 'resend@example.test');
      if (first !== second) {
        const old = await post('verify-email/', { email: 'resend@example.test', code: first });
        expect(old.json()).toEqual({ code: ['The code is incorrect.'], tries_left: MAX_WRONG_TRIES - 1 });
      }
      expect((await post('verify-email/', { email: 'resend@example.test', code: second })).statusCode).toBe(
        200,
      );
    });

    it('answers an unknown, a verified and a pending address alike, mailing only the pending one', async () => {
      await register('pending.resend@example.test');
      t.clock.advance(RESEND_COOLDOWN_MS);
      const answers = [];
      for (const email of ['nobody@example.test', DEMO.email, 'pending.resend@example.test']) {
        const response = await post('resend-code/', { email });
        answers.push({ status: response.statusCode, body: response.json() });
      }
      expect(answers).toEqual(Array(3).fill({ status: 200, body: { detail: 'Verification code sent.' } }));
      expect(t.outbox.list('nobody@example.test')).toHaveLength(0);
      expect(t.outbox.list(DEMO.email)).toHaveLength(0);
      expect(t.outbox.list('pending.resend@example.test')).toHaveLength(2);
      const again = await post('resend-code/', { email: 'nobody@example.test' });
      expect(again.statusCode).toBe(429);
      expect(again.json()).toEqual({
        detail: 'Please wait 119 seconds before requesting a new code.',
        retry_after: 119,
      });
    });
  });

  describe('token/', () => {
    it('signs the demo student in', async () => {
      const response = await post('token/', { email: DEMO.email, password: DEMO.password });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(['access', 'refresh']);
    });

    it.each([
      ['a wrong password', DEMO.email, 'Wrong-Password-1'],
      ['an unknown e-mail', 'ghost@example.test', DEMO.password],
    ])("answers SimpleJWT's 401 for %s", async (_case, email, password) => {
      const response = await post('token/', { email, password });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'No active account found with the given credentials' });
    });

    it('tells an unverified student with the right password to verify, and mails a code', async () => {
      await register('unverified@example.test');
      t.clock.advance(RESEND_COOLDOWN_MS);
      const response = await post('token/', { email: 'unverified@example.test', password: PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        detail: 'E-mail address is not verified.',
        code: 'email_not_verified',
      });
      expect(t.outbox.list('unverified@example.test')).toHaveLength(2);
    });
  });

  describe('token/refresh/', () => {
    it('rotates: a new pair, and the old refresh token is refused afterwards', async () => {
      const tokens = await signIn(t.app);
      const rotated = await post('token/refresh/', { refresh: tokens.refresh });
      expect(rotated.statusCode).toBe(200);
      const next = rotated.json<{ access: string; refresh: string }>();
      expect(next.refresh).not.toBe(tokens.refresh);
      expect((await post('token/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
      const reused = await post('token/refresh/', { refresh: tokens.refresh });
      expect(reused.statusCode).toBe(401);
      expect(reused.json()).toEqual({ detail: 'Token is blacklisted', code: 'token_not_valid' });
    });

    it('refuses an expired refresh token, an access token and garbage', async () => {
      const tokens = await signIn(t.app);
      expect((await post('token/refresh/', { refresh: tokens.access })).statusCode).toBe(401);
      expect((await post('token/refresh/', { refresh: 'not.a.token' })).statusCode).toBe(401);
      t.clock.advance(86400 * 1000 + 1000);
      expect((await post('token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
    });
  });

  describe('bearer tokens', () => {
    it("refuses an expired access token with SimpleJWT's body, even on a public endpoint", async () => {
      const tokens = await signIn(t.app);
      t.clock.advance(5 * 60 * 1000 + 1000);
      const response = await t.app.inject({
        method: 'GET',
        url: '/courses/course/',
        headers: bearer(tokens.access),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        messages: [
          { token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' },
        ],
      });
    });

    it('refuses a refresh token used as a bearer token', async () => {
      const tokens = await signIn(t.app);
      const response = await t.app.inject({
        method: 'GET',
        url: '/student/student/detail/',
        headers: bearer(tokens.refresh),
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('password recovery', () => {
    it('answers the same whether the address exists or not, mailing only real accounts', async () => {
      const known = await post('password-reset/', { email: 'recover@example.test' });
      await newStudent(t, 'recover@example.test');
      t.clock.advance(RESEND_COOLDOWN_MS);
      const real = await post('password-reset/', { email: 'recover@example.test' });
      expect(known.statusCode).toBe(200);
      expect(real.json()).toEqual(known.json());
      expect(t.outbox.list('recover@example.test')[0]?.subject).toBe('Your Academy password recovery code');
    });

    it('sets a new password in three steps; the reset token works once', async () => {
      await newStudent(t, 'three.steps@example.test');
      await post('password-reset/', { email: 'three.steps@example.test' });
      const verify = await post('password-reset/verify/', {
        email: 'three.steps@example.test',
        code: lastCode(t.outbox, 'three.steps@example.test'),
      });
      expect(verify.statusCode).toBe(200);
      const { reset_token } = verify.json<{ reset_token: string }>();
      const confirm = await post('password-reset/confirm/', {
        reset_token,
        new_password1: 'Brand-New-Award-7',
        new_password2: 'Brand-New-Award-7',
      });
      expect(confirm.statusCode).toBe(200);
      expect(
        (await post('token/', { email: 'three.steps@example.test', password: 'Brand-New-Award-7' }))
          .statusCode,
      ).toBe(200);
      const again = await post('password-reset/confirm/', {
        reset_token,
        new_password1: 'Another-Award-8',
        new_password2: 'Another-Award-8',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json<Record<string, string[]>>()).toHaveProperty('reset_token');
    });

    it('says how many tries a recovery code has left after a wrong one', async () => {
      await newStudent(t, 'tries.reset@example.test');
      t.clock.advance(RESEND_COOLDOWN_MS);
      await post('password-reset/', { email: 'tries.reset@example.test' });
      const code = lastCode(t.outbox, 'tries.reset@example.test');
      const wrong = await post('password-reset/verify/', {
        email: 'tries.reset@example.test',
        code: code === '00000000' ? '11111111' : '00000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: ['The code is incorrect.'], tries_left: MAX_WRONG_TRIES - 1 });
    });

    it('refuses a wrong recovery code and an unknown address alike', async () => {
      const unknown = await post('password-reset/verify/', {
        email: 'nobody@example.test',
        code: '12345678',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<Record<string, string[]>>()).toHaveProperty('code');
    });

    it('applies the validators and the mismatch check to the new password', async () => {
      await newStudent(t, 'weak.reset@example.test');
      t.clock.advance(RESEND_COOLDOWN_MS);
      await post('password-reset/', { email: 'weak.reset@example.test' });
      const { reset_token } = (
        await post('password-reset/verify/', {
          email: 'weak.reset@example.test',
          code: lastCode(t.outbox, 'weak.reset@example.test'),
        })
      ).json<{ reset_token: string }>();
      const weak = await post('password-reset/confirm/', {
        reset_token,
        new_password1: 'qwerty',
        new_password2: 'qwerty',
      });
      expect(weak.json()).toEqual({
        new_password1: [
          'This password is too short. It must contain at least 8 characters.',
          'This password is too common.',
        ],
      });
      const mismatch = await post('password-reset/confirm/', {
        reset_token,
        new_password1: 'Strong-Enough-9',
        new_password2: 'Strong-Enough-0',
      });
      expect(mismatch.json()).toEqual({ new_password2: ['The two password fields didn’t match.'] });
    });

    it('refuses an expired reset token', async () => {
      await newStudent(t, 'late.reset@example.test');
      t.clock.advance(RESEND_COOLDOWN_MS);
      await post('password-reset/', { email: 'late.reset@example.test' });
      const { reset_token } = (
        await post('password-reset/verify/', {
          email: 'late.reset@example.test',
          code: lastCode(t.outbox, 'late.reset@example.test'),
        })
      ).json<{ reset_token: string }>();
      t.clock.advance(15 * 60 * 1000 + 1000);
      const response = await post('password-reset/confirm/', {
        reset_token,
        new_password1: 'Strong-Enough-9',
        new_password2: 'Strong-Enough-9',
      });
      expect(response.json()).toEqual({
        reset_token: ['The reset link is invalid or has expired. Start again.'],
      });
    });
  });
});
