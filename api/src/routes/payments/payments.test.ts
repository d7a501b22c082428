import { randomUUID } from 'node:crypto';
import {
  callbackBody,
  createPayment,
  enrollmentsOf,
  pagePath,
  postCallback,
  submitCard,
  submitCode,
} from '../../test-helpers/payments';
import { signatureHeader } from '../../payments/signature';
import {
  DEMO,
  TEST_PAYMENT_SECRET,
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
  signIn,
} from '../../test-helpers/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'Tribunal-Seat-42';

interface PaymentListItem {
  payment_id: string;
  status: string;
  failure_reason: string | null;
  card_brand: string | null;
  card_last4: string | null;
  amount: string;
  currency: string;
  paid_at: string | null;
  payment_url: string | null;
  refusal_deadline: string | null;
  can_request_refusal: boolean;
  refusal: { requested_at: string; status: string; reason: string } | null;
}

describe.each(databaseTargets())('payments on %s', (target) => {
  let t: TestApp;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  /** A verified student who does not own the course yet. */
  async function buyer() {
    counter += 1;
    const email = `buyer${counter}-${target}@example.test`;
    const { access } = await newStudent(t, email, PASSWORD);
    return { email, access };
  }
  const listPayments = async (access: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/courses/payments/',
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    return response.json<PaymentListItem[]>();
  };
  const topics = (access: string) =>
    t.app.inject({ method: 'GET', url: '/courses/student/1/topics/', headers: bearer(access) });

  describe('creating a payment', () => {
    it('answers the card page and the amount from the database, settled in KZT', async () => {
      const { access } = await buyer();
      const response = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: bearer(access),
        payload: { course: 1, amount: '1.00', currency: 'USD' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        payment_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        payment_url: expect.stringMatching(
          /^http:\/\/api\.test\/sandbox\/checkout\/chk_[0-9a-f]{32}\?lang=en$/,
        ),
        status: 'pending',
        course: 1,
        amount: '220000.00',
        currency: 'KZT',
        display_amount: '450.00',
        display_currency: 'USD',
        expires_at: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
      });
    });

    it('sends the student back to the front end that asked when the API serves it, else to SITE_URL', async () => {
      const { access } = await buyer();
      const back = async (origin: string) => {
        const payment = await createPayment(t.app, access, { origin });
        const response = await submitCard(t.app, payment.payment_url, { number: '4000000000000002' });
        return String(response.headers.location).replace(/\?.*$/, '');
      };
      expect(await back('http://127.0.0.1:3004')).toBe('http://127.0.0.1:3004/passingcourse/1');
      expect(await back('https://evil.example')).toBe('http://site.test/passingcourse/1');
      const page = await t.app.inject({
        method: 'GET',
        url: pagePath((await createPayment(t.app, access)).payment_url),
      });
      expect(page.headers['content-security-policy']).toContain(
        "form-action 'self' http://site.test http://localhost:3000",
      );
    });

    it('shows the amount in tenge and opens the card page in Russian for the Russian interface', async () => {
      const { access } = await buyer();
      const payment = await createPayment(t.app, access, { 'accept-language': 'ru' });
      expect(payment).toMatchObject({
        display_amount: '220000.00',
        display_currency: 'KZT',
        amount: '220000.00',
      });
      expect(payment.payment_url).toMatch(/\?lang=ru$/);
    });

    it('refuses a student who already owns the course with a 409 and a reason', async () => {
      const { access } = await signIn(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: { ...bearer(access), 'accept-language': 'ru' },
        payload: { course: 1 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        detail: 'У вас уже есть доступ к этому курсу; повторно купить его нельзя.',
        code: 'already_enrolled',
      });
    });

    it('asks for credentials without a token', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        payload: { course: 1 },
      });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      [{ course: 999 }, { course: ['Invalid pk "999" - object does not exist.'] }],
      [{}, { course: ['This field is required.'] }],
      [{ course: 'one' }, { course: ['A valid integer is required.'] }],
      [{ course: '1\u0000' }, { course: ['Null characters are not allowed.'] }],
      [{ course: [1, 2] }, { course: ['A valid integer is required.'] }],
      [{ course: { id: 1 } }, { course: ['A valid integer is required.'] }],
      [{ course: 0 }, { course: ['Ensure this value is greater than or equal to 1.'] }],
    ])('answers 400 with a field error for %j', async (payload, errors) => {
      const { access } = await buyer();
      const response = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: bearer(access),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errors);
    });

    it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
      const { access } = await buyer();
      const broken = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: { ...bearer(access), 'content-type': 'application/json' },
        payload: '{"course": 1',
      });
      expect(broken.statusCode).toBe(400);
      const list = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: bearer(access),
        payload: [1],
      });
      expect(list.statusCode).toBe(400);
    });

    it('cancels the previous pending payment when the student starts again; its card page takes no card', async () => {
      const { access, email } = await buyer();
      const first = await createPayment(t.app, access);
      t.clock.advance(1000);
      const second = await createPayment(t.app, access);
      const list = await listPayments(access);
      expect(list.map((p) => [p.payment_id, p.status])).toEqual([
        [second.payment_id, 'pending'],
        [first.payment_id, 'cancelled'],
      ]);
      const page = await t.app.inject({ method: 'GET', url: pagePath(first.payment_url) });
      expect(page.body).toContain('This payment is already finished');
      const paidLate = await postCallback(t.app, t, callbackBody(first));
      expect(paidLate.json()).toMatchObject({ status: 'cancelled', enrolled: false });
      expect(await enrollmentsOf(t, email)).toBe(0);
    });
  });

  describe('the hosted card page', () => {
    it('is an HTML form with labelled inputs, in the language asked for, with no external resource', async () => {
      const { access } = await buyer();
      const payment = await createPayment(t.app, access);
      const page = await t.app.inject({ method: 'GET', url: pagePath(payment.payment_url) });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['content-security-policy']).toContain('form-action');
      for (const id of ['number', 'expiry', 'cvc', 'holder'])
        expect(page.body).toMatch(new RegExp(`<label for="${id}">[\\s\\S]*?<input id="${id}"`));
      expect(page.body).toContain('₸220,000.00');
      expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);

      const russian = await t.app.inject({
        method: 'GET',
        url: pagePath(payment.payment_url).replace('lang=en', 'lang=ru'),
      });
      expect(russian.body).toContain('<html lang="ru">');
      expect(russian.body).toContain('Номер карты');
      const kazakh = await t.app.inject({
        method: 'GET',
        url: pagePath(payment.payment_url).replace(/\?.*$/, ''),
        headers: { 'accept-language': 'kk-KZ,kk;q=0.9' },
      });
      expect(kazakh.body).toContain('<html lang="kk">');
      expect(kazakh.body).toContain('Карта нөмірі');
    });

    it('says "not found" for an unknown checkout', async () => {
      const page = await t.app.inject({ method: 'GET', url: `/sandbox/checkout/chk_${'0'.repeat(32)}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment page not found');
      const junk = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/%00%27%3Cscript%3E' });
      expect(junk.statusCode).toBe(404);
    });

    it.each([
      [{ number: '4242 4242 4242 4241' }, 'number', 'This card number is not valid. Check it for typos.'],
      [{ number: '3782 822463 10005' }, 'number', 'Only Visa and Mastercard cards are accepted.'],
      [{ number: '6011 1111 1111 1117' }, 'number', 'Only Visa and Mastercard cards are accepted.'],
      [{ number: '4242' }, 'number', 'A card number has 12 to 19 digits.'],
      [{ number: '' }, 'number', 'Enter the card number.'],
      [{ expiry: '01/20' }, 'expiry', 'This card has expired.'],
      [{ expiry: '13/30' }, 'expiry', 'Enter the expiry date as MM/YY.'],
      [{ cvc: '12' }, 'cvc', 'The CVC is 3 digits.'],
      [{ holder: '' }, 'holder', 'Enter the name on the card.'],
      [{ holder: 'R2-D2 <script>' }, 'holder', 'Use letters only, as printed on the card.'],
    ])('refuses %j with the error tied to its input, and takes no money', async (card, field, message) => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const response = await submitCard(t.app, payment.payment_url, card);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        `<p class="error" id="${field}-error">${message.replace(/'/g, '&#39;')}</p>`,
      );
      expect(response.body).toMatch(
        new RegExp(`<input id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]*aria-invalid="true"`),
      );
      expect(response.body).not.toContain('&lt;script&gt;"');
      expect((await listPayments(access))[0]?.status).toBe('pending');
      expect(await enrollmentsOf(t, email)).toBe(0);
    });

    it('pays with the Visa test card: back to the site with status=paid, enrolled once, listed with the card', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      expect((await topics(access)).statusCode).toBe(403);
      const response = await submitCard(t.app, payment.payment_url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(
        `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=paid`,
      );
      expect(await enrollmentsOf(t, email)).toBe(1);
      expect((await topics(access)).statusCode).toBe(200);
      const [listed] = await listPayments(access);
      expect(listed).toMatchObject({
        payment_id: payment.payment_id,
        status: 'paid',
        card_brand: 'visa',
        card_last4: '4242',
        amount: '220000.00',
        currency: 'KZT',
        paid_at: t.clock.now().toISOString(),
        payment_url: null,
        can_request_refusal: true,
        refusal: null,
      });
      // Submitting the page again (back button) charges nothing more.
      const again = await submitCard(t.app, payment.payment_url);
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('This payment is already finished');
      expect(await enrollmentsOf(t, email)).toBe(1);
    });

    it('recognises Mastercard from the number', async () => {
      const { access } = await buyer();
      const payment = await createPayment(t.app, access);
      await submitCard(t.app, payment.payment_url, { number: '5555555555554444' });
      expect((await listPayments(access))[0]).toMatchObject({ card_brand: 'mastercard', card_last4: '4444' });
    });

    it.each([
      ['4000 0000 0000 0002', 'card_declined'],
      ['4000 0000 0000 9995', 'insufficient_funds'],
    ])('declines %s (%s): status=declined, no enrollment', async (number, reason) => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const response = await submitCard(t.app, payment.payment_url, { number });
      expect(response.headers.location).toBe(
        `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=declined`,
      );
      expect((await listPayments(access))[0]).toMatchObject({ status: 'declined', failure_reason: reason });
      expect(await enrollmentsOf(t, email)).toBe(0);
      expect((await topics(access)).statusCode).toBe(403);
      // A declined student may try again.
      expect((await createPayment(t.app, access)).status).toBe('pending');
    });

    it('asks for the 3-D Secure code; a wrong code is refused, the right one pays', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const card = await submitCard(t.app, payment.payment_url, { number: '4000 0000 0000 3220' });
      expect(card.statusCode).toBe(303);
      expect(card.headers.location).toMatch(/\/sandbox\/checkout\/chk_[0-9a-f]{32}\/3ds\?lang=en$/);
      const challenge = await t.app.inject({ method: 'GET', url: String(card.headers.location) });
      expect(challenge.body).toContain('<label for="code">One-time code</label>');
      expect(challenge.body).toContain('ending in 3220');

      const wrong = await submitCode(t.app, payment.payment_url, '000000');
      expect(wrong.statusCode).toBe(200);
      expect(wrong.body).toContain('Wrong code. Attempts left: 2.');
      expect(wrong.body).toMatch(/aria-describedby="code-intro code-error" aria-invalid="true"/);
      expect(await enrollmentsOf(t, email)).toBe(0);
      expect((await listPayments(access))[0]?.status).toBe('pending');

      const right = await submitCode(t.app, payment.payment_url, '123456');
      expect(right.headers.location).toBe(
        `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=paid`,
      );
      expect(await enrollmentsOf(t, email)).toBe(1);
    });

    it('declines after three wrong 3-D Secure codes', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      await submitCard(t.app, payment.payment_url, { number: '5200 0000 0000 1096' });
      await submitCode(t.app, payment.payment_url, '111111');
      await submitCode(t.app, payment.payment_url, '222222');
      const third = await submitCode(t.app, payment.payment_url, '333333');
      expect(third.headers.location).toBe(
        `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=declined`,
      );
      expect((await listPayments(access))[0]).toMatchObject({
        status: 'declined',
        failure_reason: 'authentication_failed',
        card_brand: 'mastercard',
      });
      const late = await submitCode(t.app, payment.payment_url, '123456');
      expect(late.statusCode).toBe(200);
      expect(late.body).toContain('This payment is already finished');
      expect(await enrollmentsOf(t, email)).toBe(0);
    });

    it('lets the student cancel and return: status=cancelled, nothing granted', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const response = await t.app.inject({
        method: 'POST',
        url: pagePath(payment.payment_url).replace('?', '/cancel?'),
      });
      expect(response.headers.location).toBe(
        `http://site.test/passingcourse/1?payment=${payment.payment_id}&status=cancelled`,
      );
      expect((await listPayments(access))[0]?.status).toBe('cancelled');
      expect(await enrollmentsOf(t, email)).toBe(0);
    });
  });

  describe('the provider callback', () => {
    it('refuses a bad, missing or stale signature and changes nothing', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const body = callbackBody(payment);
      const forged = await postCallback(t.app, t, body, { secret: 'not-the-secret' });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ detail: 'Invalid signature.' });
      expect((await postCallback(t.app, t, body, { signature: null })).statusCode).toBe(400);
      expect((await postCallback(t.app, t, body, { signature: 't=1,v1=zz' })).statusCode).toBe(400);
      const stale = Math.floor(t.clock.now().getTime() / 1000) - 3600;
      expect((await postCallback(t.app, t, body, { timestamp: stale })).statusCode).toBe(400);
      // The signature covers the exact bytes: a re-serialised body does not verify.
      const tampered = await t.app.inject({
        method: 'POST',
        url: '/courses/payment-callback/',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signatureHeader(
            TEST_PAYMENT_SECRET,
            Math.floor(t.clock.now().getTime() / 1000),
            body.replace('"succeeded"', '"succeeded" '),
          ),
        },
        payload: body,
      });
      expect(tampered.statusCode).toBe(400);
      expect((await listPayments(access))[0]?.status).toBe('pending');
      expect(await enrollmentsOf(t, email)).toBe(0);
    });

    it('refuses an unknown payment with 404 and a wrong amount or currency with 400', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const unknown = await postCallback(
        t.app,
        t,
        callbackBody(payment, { merchant_reference: randomUUID() }),
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ detail: 'Unknown payment.' });
      const cheaper = await postCallback(t.app, t, callbackBody(payment, { amount: '1.00' }));
      expect(cheaper.statusCode).toBe(400);
      expect(cheaper.json()).toEqual({ detail: 'The notification does not match the payment.' });
      const dollars = await postCallback(t.app, t, callbackBody(payment, { currency: 'USD' }));
      expect(dollars.statusCode).toBe(400);
      const junk = await postCallback(t.app, t, '{"type":"checkout.completed","data":[]}');
      expect(junk.statusCode).toBe(400);
      expect((await listPayments(access))[0]?.status).toBe('pending');
      expect(await enrollmentsOf(t, email)).toBe(0);
    });

    it('accepts the amount however its decimals are written', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const response = await postCallback(t.app, t, callbackBody(payment, { amount: '220000' }));
      expect(response.json()).toMatchObject({ status: 'paid', enrolled: true });
      expect(await enrollmentsOf(t, email)).toBe(1);
    });

    it('survives a replay storm: 100 concurrent identical callbacks give one paid payment and one enrollment', async () => {
      const { access, email } = await buyer();
      const payment = await createPayment(t.app, access);
      const body = callbackBody(payment);
      const answers = await Promise.all(Array.from({ length: 100 }, () => postCallback(t.app, t, body)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
      expect(answers.filter((answer) => answer.json<{ enrolled: boolean }>().enrolled)).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.json<{ status: string }>().status))).toEqual(
        new Set(['paid']),
      );
      expect(await enrollmentsOf(t, email)).toBe(1);
      const list = await listPayments(access);
      expect(list.filter((p) => p.status === 'paid')).toHaveLength(1);
      // A decline replayed afterwards does not undo the payment.
      const decline = await postCallback(t.app, t, callbackBody(payment, { status: 'declined' }));
      expect(decline.json()).toMatchObject({ status: 'paid', enrolled: false });
    });

    it('grants nothing for a payment older than its lifetime, and its card page has closed', async () => {
      const { email } = await buyer();
      const { access } = await signIn(t.app, email, PASSWORD);
      const payment = await createPayment(t.app, access);
      t.clock.advance(31 * MINUTE);
      const page = await t.app.inject({ method: 'GET', url: pagePath(payment.payment_url) });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('This payment page has expired');
      const paid = await postCallback(t.app, t, callbackBody(payment));
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ status: 'expired', enrolled: false });
      expect(await enrollmentsOf(t, email)).toBe(0);
      const fresh = await signIn(t.app, email, PASSWORD);
      expect((await listPayments(fresh.access))[0]).toMatchObject({ status: 'expired' });
    });

    it('lists a payment left on the card page past its lifetime as expired', async () => {
      const { email } = await buyer();
      const { access } = await signIn(t.app, email, PASSWORD);
      const payment = await createPayment(t.app, access);
      t.clock.advance(30 * MINUTE);
      const fresh = await signIn(t.app, email, PASSWORD);
      expect((await listPayments(fresh.access))[0]).toMatchObject({
        payment_id: payment.payment_id,
        status: 'expired',
        payment_url: null,
      });
    });
  });

  describe('payments and refusal', () => {
    it('lists the demo student’s purchase, and one payment by id', async () => {
      const { access } = await signIn(t.app);
      const [seeded] = await listPayments(access);
      expect(seeded).toMatchObject({
        status: 'paid',
        card_brand: 'visa',
        card_last4: '4242',
        currency: 'KZT',
      });
      const one = await t.app.inject({
        method: 'GET',
        url: `/courses/payments/${seeded?.payment_id}/`,
        headers: bearer(access),
      });
      expect(one.json()).toMatchObject({ payment_id: seeded?.payment_id, status: 'paid' });
      const other = await buyer();
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/courses/payments/${seeded?.payment_id}/`,
        headers: bearer(other.access),
      });
      expect(hidden.statusCode).toBe(404);
      expect(await listPayments(other.access)).toEqual([]);
    });

    it('records a refusal within 14 days, mails the academy and the student, and shows it in the list', async () => {
      const { email } = await buyer();
      let { access } = await signIn(t.app, email, PASSWORD);
      const payment = await createPayment(t.app, access);
      await submitCard(t.app, payment.payment_url);
      t.clock.advance(13 * DAY);
      ({ access } = await signIn(t.app, email, PASSWORD));
      const url = `/courses/payments/${payment.payment_id}/refusal/`;
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(access),
        payload: { reason: 'The schedule does not suit me.' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        status: 'paid',
        can_request_refusal: false,
        refusal: {
          requested_at: t.clock.now().toISOString(),
          status: 'requested',
          reason: 'The schedule does not suit me.',
        },
      });
      expect((await listPayments(access))[0]?.refusal?.status).toBe('requested');
      expect(t.outbox.list('info@academy.test')[0]?.text).toContain(payment.payment_id);
      expect(t.outbox.list(email)[0]?.subject).toBe('Refusal of the course contract');
      const twice = await t.app.inject({ method: 'POST', url, headers: bearer(access), payload: {} });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses a refusal after the 14th calendar day', async () => {
      const { email } = await buyer();
      let { access } = await signIn(t.app, email, PASSWORD);
      const payment = await createPayment(t.app, access);
      await submitCard(t.app, payment.payment_url);
      const [listed] = await listPayments(access);
      const deadline = new Date(String(listed?.refusal_deadline));
      expect(deadline.getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * DAY);
      expect(deadline.getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(15 * DAY);
      t.clock.advance(deadline.getTime() - t.clock.now().getTime());
      ({ access } = await signIn(t.app, email, PASSWORD));
      const response = await t.app.inject({
        method: 'POST',
        url: `/courses/payments/${payment.payment_id}/refusal/`,
        headers: bearer(access),
        payload: {},
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: expect.stringMatching(/^The 14-day refusal period ended on \d{4}-\d{2}-\d{2}\.$/),
        code: 'refusal_window_closed',
      });
      expect((await listPayments(access))[0]).toMatchObject({ can_request_refusal: false, refusal: null });
    });

    it('refuses a refusal of an unpaid payment, of someone else’s, and a reason with NUL bytes', async () => {
      const { access } = await buyer();
      const payment = await createPayment(t.app, access);
      const url = `/courses/payments/${payment.payment_id}/refusal/`;
      const unpaid = await t.app.inject({ method: 'POST', url, headers: bearer(access), payload: {} });
      expect(unpaid.statusCode).toBe(400);
      expect(unpaid.json()).toEqual({ detail: 'Only a paid course can be refused.' });
      const other = await buyer();
      const foreign = await t.app.inject({ method: 'POST', url, headers: bearer(other.access), payload: {} });
      expect(foreign.statusCode).toBe(404);
      const nul = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(access),
        payload: { reason: 'a\u0000b' },
      });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({ reason: ['Null characters are not allowed.'] });
      const wrongType = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(access),
        payload: { reason: 5 },
      });
      expect(wrongType.statusCode).toBe(400);
    });

    it('answers 400, not 500, for a malformed payment id, and 404 for an unknown merchant reference', async () => {
      const { access } = await buyer();
      for (const id of ['%00', 'abc', `${randomUUID()}%00`]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/courses/payments/${id}/`,
          headers: bearer(access),
        });
        expect(response.statusCode).toBe(400);
      }
      const payment = await createPayment(t.app, access);
      const nul = await postCallback(t.app, t, callbackBody(payment, { merchant_reference: 'x\u0000y' }));
      expect(nul.statusCode).toBe(404);
    });

    it('asks for credentials to list payments', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/courses/payments/' });
      expect(response.statusCode).toBe(401);
    });
  });

  it('describes every payment endpoint in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/courses/create-payment/',
        '/courses/payment-callback/',
        '/courses/payments/',
        '/courses/payments/{paymentId}/',
        '/courses/payments/{paymentId}/refusal/',
        '/sandbox/checkout/{id}',
        '/sandbox/checkout/{id}/3ds',
        '/sandbox/checkout/{id}/cancel',
      ]),
    );
  });
});

describe('payment creation rate limit', () => {
  it('answers 429 in DRF wording past PAYMENT_RATE_LIMIT_PER_MINUTE for one student', async () => {
    const t = await createTestApp('pglite', { env: { PAYMENT_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const { access } = await newStudent(t, 'limited@example.test');
      await createPayment(t.app, access);
      await createPayment(t.app, access);
      const third = await t.app.inject({
        method: 'POST',
        url: '/courses/create-payment/',
        headers: bearer(access),
        payload: { course: 1 },
      });
      expect(third.statusCode).toBe(429);
      expect(third.json<{ detail: string }>().detail).toMatch(/^Request was throttled\./);
      // Another student is counted apart.
      const other = await newStudent(t, 'other@example.test');
      expect((await createPayment(t.app, other.access)).status).toBe('pending');
      expect(DEMO.email).toBe('demo@academy.test');
    } finally {
      await t.close();
    }
  });
});
