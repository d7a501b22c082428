/**
 * `npm run bench:mail -w @academy/api`: how long a registration (which mails a code) takes with the
 * SMTP server healthy and with it stalled (accepting connections, never answering), through a real
 * SMTP server on a loopback port (docs/decisions/0154, runs in docs/measurements/0154). PGlite, or
 * PostgreSQL when DATABASE_URL is set. BENCH_REGISTRATIONS (default 200) per phase, one at a time.
 */
import { performance } from 'node:perf_hooks';
import { startSmtpServer } from '../src/test-helpers/smtp-server';
import { createTestApp } from '../src/test-helpers/test-app';

const COUNT = Number(process.env.BENCH_REGISTRATIONS ?? 200);
const PASSWORD = 'Tribunal-Seat-42';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function main() {
  const smtp = await startSmtpServer();
  const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const t = await createTestApp(target, { seed: false, env: { SMTP_URL: smtp.url } });
  const phase = async (name: string) => {
    const times: number[] = [];
    for (let index = 0; index < COUNT; index += 1) {
      const started = performance.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/student/auth/register/',
        payload: { email: `${name}-${index}@bench.test`, password1: PASSWORD, password2: PASSWORD },
      });
      times.push(performance.now() - started);
      if (response.statusCode !== 201) throw new Error(`registration answered ${response.statusCode}`);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    process.stdout.write(
      `${target}\tSMTP ${name}\t${COUNT} registrations\tp50 ${ms(percentile(times, 50))}` +
        `\tp99 ${ms(percentile(times, 99))}\tmax ${ms(times.at(-1) ?? 0)}\n`,
    );
  };
  try {
    await phase('healthy');
    await smtp.stall();
    await phase('stalled');
  } finally {
    await smtp.close();
    await t.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
