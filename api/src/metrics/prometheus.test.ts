import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type TestApp, createTestApp } from '../test-helpers/test-app';

/** Debian's prometheus package ships both (`npm test`, scripts/test.mjs, installs it when missing). */
const MISSING = 'is not installed: `apt-get install -y prometheus` (`npm test` installs it when missing)';
const OPS = path.resolve(__dirname, '../../ops');
const TOKEN = 'prometheus-scrapes-with-this-token';

function run(command: string, args: string[]): { status: number; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if ((result.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
    throw new Error(`${command} ${MISSING}`);
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface QueryAnswer {
  status: string;
  data: { result: { metric: Record<string, string>; value: [number, string] }[] };
}

describe('the alert rules (api/ops/alerts.yml)', () => {
  it('are accepted by promtool', () => {
    const checked = run('promtool', ['check', 'rules', path.join(OPS, 'alerts.yml')]);
    expect(checked.output).toContain('SUCCESS: 4 rules found');
    expect(checked.status).toBe(0);
  });

  it('fire as api/ops/alerts.test.yml expects', () => {
    const tested = run('promtool', ['test', 'rules', path.join(OPS, 'alerts.test.yml')]);
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });

  it('would be refused if a rule were broken', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-rules-'));
    try {
      const broken = path.join(dir, 'alerts.yml');
      const rules = await fs.readFile(path.join(OPS, 'alerts.yml'), 'utf8');
      await fs.writeFile(broken, rules.replace('> 600', '> > 600'));
      const checked = run('promtool', ['check', 'rules', broken]);
      expect(checked.status).not.toBe(0);
      expect(checked.output).toMatch(/AcademyJobsWaitingTooLong|parse error/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("Debian's Prometheus scraping the API", () => {
  let t: TestApp;
  let dir: string;
  let prometheus: ChildProcess | null = null;
  let output = '';
  let base = '';

  beforeAll(async () => {
    run('prometheus', ['--version']);
    t = await createTestApp('pglite', { env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
    for (let i = 0; i < 3; i += 1) await t.app.inject({ method: 'GET', url: '/courses/course/' });
    const target = `127.0.0.1:${t.app.academy.metrics?.address?.port}`;
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'academy-prometheus-'));
    const config = [
      'global: { scrape_interval: 1s, evaluation_interval: 1s }',
      `rule_files: [${JSON.stringify(path.join(OPS, 'alerts.yml'))}]`,
      'scrape_configs:',
      '  - job_name: academy-api',
      `    authorization: { type: Bearer, credentials: ${JSON.stringify(TOKEN)} }`,
      `    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
      '  - job_name: without-token',
      `    static_configs: [{ targets: [${JSON.stringify(target)}] }]`,
    ].join('\n');
    await fs.writeFile(path.join(dir, 'prometheus.yml'), `${config}\n`);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      'prometheus',
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  }, 60_000);

  afterAll(async () => {
    if (prometheus !== null && prometheus.exitCode === null) {
      prometheus.kill('SIGTERM');
      await once(prometheus, 'exit');
    }
    await t?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  }, 30_000);

  /** Asks Prometheus until the query answers a series, for at most 30 s. */
  async function firstSeries(query: string): Promise<QueryAnswer['data']['result'][number]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (prometheus?.exitCode !== null) throw new Error(`prometheus exited:\n${output}`);
      try {
        const response = await fetch(`${base}/api/v1/query?query=${encodeURIComponent(query)}`);
        const answer = (await response.json()) as QueryAnswer;
        const [series] = answer.data.result;
        if (answer.status === 'success' && series !== undefined) return series;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`no series for ${query} after 30 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('reads the requests counted, with their labels, through its query API', async () => {
    const series = await firstSeries('academy_http_requests_total{route="/courses/course/"}');
    expect(series.metric).toMatchObject({
      job: 'academy-api',
      method: 'GET',
      route: '/courses/course/',
      status_code: '200',
    });
    expect(series.value[1]).toBe('3');
  }, 40_000);

  it('reaches the metrics with the token only', async () => {
    expect((await firstSeries('up{job="academy-api"}')).value[1]).toBe('1');
    expect((await firstSeries('up{job="without-token"}')).value[1]).toBe('0');
  }, 40_000);

  it('loads the alert rules', async () => {
    const response = await fetch(`${base}/api/v1/rules`);
    const answer = (await response.json()) as {
      data: { groups: { name: string; rules: { name: string }[] }[] };
    };
    expect(answer.data.groups.flatMap((group) => group.rules.map((rule) => rule.name))).toEqual([
      'AcademyApiServerErrors',
      'AcademyJobsWaitingTooLong',
      'AcademyDeadJobs',
      'AcademyJobMetricsMissing',
    ]);
  });
});
