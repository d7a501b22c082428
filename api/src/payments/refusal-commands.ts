import { parseArgs } from 'node:util';
import { printable } from '../client-errors-command';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/queue';
import { PAYMENT_ID } from '@academy/contract/payments';
import { openRefusals, rejectRefusal } from '../repositories/refunds';
import { AMOUNT, confirmAndRefund } from './refunds';
import { academyDay, lastRefusalDay } from './refusal';

/**
 * The academy's side of a refusal (docs/decisions/0157), as subcommands of the payments command:
 * `refusals` lists those waiting for a decision; `confirm` confirms one and queues its refund, which
 * a running API instance makes through the provider; `reject` declines one.
 */
export const REFUSAL_USAGE = [
  'refusals',
  'confirm <payment id> [--withhold <tenge>] [--note <text>]',
  'reject <payment id> [--note <text>]',
];

export interface RefusalCommandDeps {
  db: Database;
  jobs: Pick<JobQueue, 'refund'>;
  now: () => Date;
}

type Out = (line: string) => void;

/** Answers the exit code, or null when `args` is not one of these subcommands. */
export async function runRefusalCommand(
  deps: RefusalCommandDeps,
  args: string[],
  out: Out,
): Promise<number | null> {
  const [name, ...rest] = args;
  if (name === 'refusals') return rest.length === 0 ? listRefusals(deps, out) : null;
  if (name !== 'confirm' && name !== 'reject') return null;
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(rest, name === 'confirm');
  } catch (error) {
    // node:util's own errors (an unknown option, a value that looks like one) come from another realm under jest.
    out(String((error as { message?: unknown }).message ?? error));
    return 2;
  }
  const { paymentId, withhold, note } = parsed;
  if (!PAYMENT_ID.test(paymentId)) {
    out(`Not a payment id: ${printable(paymentId)}`);
    return 2;
  }
  if (name === 'reject') {
    if (!(await rejectRefusal(deps.db, { paymentId, note, at: deps.now() }))) {
      out(`No refusal of payment ${paymentId} is waiting for a decision.`);
      return 1;
    }
    out(`Refusal of payment ${paymentId} rejected.`);
    return 0;
  }
  if (!AMOUNT.test(withhold)) {
    out(`--withhold takes tenge with at most two decimals, e.g. 20000 or 20000.50: ${printable(withhold)}`);
    return 2;
  }
  const decision = await confirmAndRefund(deps.db, deps.jobs, {
    paymentId,
    withheld: withhold,
    note,
    at: deps.now(),
  });
  if (!decision.ok) {
    out(
      decision.reason === 'withheld_too_much'
        ? `Withholding ${withhold} leaves nothing to refund of payment ${paymentId}; reject the refusal instead.`
        : decision.reason === 'decided'
          ? `The refusal of payment ${paymentId} was decided already.`
          : `No paid payment ${paymentId} with a refusal.`,
    );
    return 1;
  }
  out(
    `Refusal of payment ${paymentId} confirmed: ${decision.refund} KZT will be refunded by a running API instance.`,
  );
  return 0;
}

function parse(args: string[], confirming: boolean) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      note: { type: 'string', default: '' },
      ...(confirming ? { withhold: { type: 'string' as const, default: '0' } } : {}),
    },
  });
  if (positionals.length !== 1) throw new Error('Give exactly one payment id.');
  const withhold = (values as { withhold?: string }).withhold ?? '0';
  return { paymentId: positionals[0] ?? '', withhold, note: values.note ?? '' };
}

async function listRefusals({ db }: RefusalCommandDeps, out: Out): Promise<number> {
  const refusals = await openRefusals(db);
  if (refusals.length === 0) {
    out('No refusals are waiting for a decision.');
    return 0;
  }
  for (const refusal of refusals) {
    const access = refusal.access_granted_at
      ? `access since ${academyDay(refusal.access_granted_at)}, window to ${lastRefusalDay(refusal.access_granted_at)}`
      : 'no access';
    out(
      `${refusal.payment_id}\t${printable(refusal.email ?? '(account deleted)')}\t${printable(refusal.course_title)}` +
        `\t${refusal.amount} ${refusal.currency}\trequested ${academyDay(refusal.requested_at)}\t${access}`,
    );
    if (refusal.reason) out(`  reason: ${printable(refusal.reason)}`);
  }
  return 0;
}
