import {
  createPayment,
  checkoutIdOf,
  enrollmentsOf,
  submitCard,
  submitCode,
} from '../../test-helpers/payments';
import {
  type TestApp,
  bearer,
  createTestApp,
  databaseTargets,
  newStudent,
} from '../../test-helpers/test-app';
import { SANDBOX_3DS_ATTEMPTS } from './cards';

describe.each(databaseTargets())('the 3-D Secure attempt limit on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const attemptsOf = async (paymentUrl: string) => {
    const [row] = await t.db.query<{ challenge_attempts: number; status: string }>(
      'SELECT challenge_attempts, status FROM sandbox_checkouts WHERE id = $1',
      [checkoutIdOf(paymentUrl)],
    );
    return row;
  };

  it('records exactly three of twelve wrong codes sent at once and refuses the rest', async () => {
    const email = `three-ds-${target}@example.test`;
    const { access } = await newStudent(t, email);
    const payment = await createPayment(t.app, access);
    await submitCard(t.app, payment.payment_url, { number: '4000 0000 0000 3220' });

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        submitCode(t.app, payment.payment_url, String(100000 + index)),
      ),
    );

    expect(await attemptsOf(payment.payment_url)).toEqual({
      challenge_attempts: SANDBOX_3DS_ATTEMPTS,
      status: 'declined',
    });
    // Two wrong codes are answered with the attempts left; every other try is refused: it lands on the
    // declined return, or (arriving after the decline) on the page that says the payment is finished.
    const outcomes = answers.map((answer) =>
      answer.body.includes('Wrong code. Attempts left:')
        ? 'wrong code'
        : String(answer.headers.location).endsWith('&status=declined') ||
            answer.body.includes('This payment is already finished')
          ? 'refused'
          : `${answer.statusCode} ${String(answer.headers.location)}`,
    );
    expect(outcomes.sort()).toEqual([
      ...Array<string>(12 - (SANDBOX_3DS_ATTEMPTS - 1)).fill('refused'),
      ...Array<string>(SANDBOX_3DS_ATTEMPTS - 1).fill('wrong code'),
    ]);

    const listed = await t.app.inject({ method: 'GET', url: '/courses/payments/', headers: bearer(access) });
    expect(listed.json<{ status: string; failure_reason: string }[]>()[0]).toMatchObject({
      status: 'declined',
      failure_reason: 'authentication_failed',
    });
    // The right code after the limit pays nothing.
    await submitCode(t.app, payment.payment_url, '123456');
    expect(await enrollmentsOf(t, email)).toBe(0);
  });
});
