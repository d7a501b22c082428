import { parseArgs } from 'node:util';
import { printable } from './client-errors-command';
import type { Database } from './db/database';
import { type PaymentLedger, configuredLedger } from './payments';
import { reconcileDay } from './payments/reconcile';
import { REFUSAL_USAGE, type RefusalCommandDeps, runRefusalCommand } from './payments/refusal-commands';
import { academyDayBounds } from './payments/refusal';
import { runCommand, withDatabaseAndQueue } from './command';

/**
 * `npm run payments -w @academy/api -- <subcommand>`: the academy's side of refusals and refunds
 * (docs/decisions/0157) and the reconciliation with the card provider (docs/decisions/0158).
 * On the embedded database the API must be stopped first (it owns the folder); a confirmed refund is
 * then made when it starts again.
 */
const USAGE = [
  'Usage: npm run payments -w @academy/api -- <subcommand>',
  ...[...REFUSAL_USAGE, 'reconcile --day <YYYY-MM-DD>'].map((line) => `  ${line}`),
];

export interface PaymentsCommandDeps extends RefusalCommandDeps {
  db: Database;
  ledger: PaymentLedger;
}

type Out = (line: string) => void;

export async function runPaymentsCommand(
  deps: PaymentsCommandDeps,
  args: string[],
  out: Out,
): Promise<number> {
  if (args[0] === 'reconcile') return reconcile(deps, args.slice(1), out);
  const code = await runRefusalCommand(deps, args, out);
  if (code !== null) return code;
  for (const line of USAGE) out(line);
  return 2;
}

/**
 * Reconciles one academy calendar day (UTC+5) now, asking the provider, keeps the result as the daily
 * job does (replacing an earlier run) and lists the differences, one per line.
 */
async function reconcile(deps: PaymentsCommandDeps, args: string[], out: Out): Promise<number> {
  let day: string;
  try {
    const { values, positionals } = parseArgs({ args, strict: true, options: { day: { type: 'string' } } });
    if (positionals.length > 0 || values.day === undefined) throw new Error('Give the day: --day YYYY-MM-DD');
    day = values.day;
  } catch (error) {
    // node:util's own errors come from another realm under jest.
    out(String((error as { message?: unknown }).message ?? error));
    return 2;
  }
  const bounds = academyDayBounds(day);
  if (!bounds) {
    out(`--day takes a date of the academy’s calendar, YYYY-MM-DD: ${printable(day)}`);
    return 2;
  }
  if (bounds.to > deps.now()) {
    out(`${day} has not ended yet on the academy's calendar (UTC+5); reconcile a day that has.`);
    return 2;
  }
  const result = await reconcileDay({ db: deps.db, provider: deps.ledger, now: deps.now }, day);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  out(
    `${day} with ${result.provider}: ${plural(result.charges, 'charge')}, ${plural(result.refunds, 'refund')}, ` +
      `${plural(result.differences.length, 'difference')}`,
  );
  for (const difference of result.differences)
    out(
      [
        difference.kind,
        `payment ${difference.paymentId ?? '(none named)'}`,
        `transaction ${difference.transactionId ?? '-'}`,
        `academy ${difference.academyAmount ?? '-'}`,
        `provider ${difference.providerAmount ?? '-'}`,
      ].join('\t'),
    );
  return 0;
}

const main = () =>
  withDatabaseAndQueue(({ config, db, jobs }, out) => {
    const now = () => new Date();
    return runPaymentsCommand(
      { db, jobs, now, ledger: configuredLedger(config, db, now) },
      process.argv.slice(2),
      out,
    );
  });

if (require.main === module) runCommand(main, 'Payments command failed');
