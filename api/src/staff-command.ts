import { normaliseEmail } from './auth/email-address';
import { loadCommandConfig } from './config';
import type { Database } from './db/database';
import { listInstructors, setRole } from './repositories/staff';
import { createLogger, prepareDatabase } from './startup';
import { runCommand } from './command';

/**
 * `npm run staff -w @academy/api -- add|remove|list [EMAIL]`: grants or removes the instructor role
 * (decision 0190). There is no self-sign-up for it: the person signs up (or signs in) as usual, an
 * operator runs this, and their next request anywhere sees the role.
 */
const USAGE = 'Usage: npm run staff -w @academy/api -- add EMAIL | remove EMAIL | list';

export async function runStaffCommand(
  db: Database,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [action, address, ...rest] = args;
  if (action === 'list' && address === undefined) {
    const staff = await listInstructors(db);
    if (staff.length === 0) out('No instructors.');
    for (const person of staff) {
      const name = `${person.first_name} ${person.last_name}`.trim();
      out(
        `${person.email}${name ? `\t${name}` : ''}${person.is_verified ? '' : '\t(e-mail not verified yet)'}`,
      );
    }
    return 0;
  }
  if ((action !== 'add' && action !== 'remove') || !address || rest.length > 0) {
    out(USAGE);
    return 2;
  }
  const email = normaliseEmail(address);
  const changed = await setRole(db, email, action === 'add' ? 'instructor' : 'student');
  if (!changed) {
    out(`No account with the e-mail ${email}: the person signs up first, then run this again.`);
    return 1;
  }
  out(
    action === 'add'
      ? `${changed.email} is now an instructor.`
      : `${changed.email} is no longer an instructor.`,
  );
  return 0;
}

async function main() {
  const config = loadCommandConfig();
  const db = await prepareDatabase(config, createLogger(config), false);
  try {
    process.exitCode = await runStaffCommand(db, process.argv.slice(2), (line) =>
      process.stdout.write(`${line}\n`),
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) runCommand(main, 'Staff command failed');
