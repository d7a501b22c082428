/**
 * One load generator for both servers of a benchmark: wrk (native, so it does not eat the cores it
 * measures) when the machine has it, autocannon otherwise.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadSettings {
  threads: number;
  connections: number;
  seconds: number;
}

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers with a status of 400 or more, plus connection errors and timeouts. */
  failures: number;
}

export interface LoadGenerator {
  name: string;
  /**
   * Loads one request, or several in turn (each sent once before any is sent again, so a write
   * endpoint can be spread over many students); all of them must go to one host.
   */
  run(request: LoadRequest | LoadRequest[], settings: LoadSettings): Promise<LoadResult>;
}

const asList = (request: LoadRequest | LoadRequest[]) => (Array.isArray(request) ? request : [request]);

function findWrk(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const lua = (text: string) => JSON.stringify(text);

const luaTable = (headers: Record<string, string>) =>
  `{ ${Object.entries(headers)
    .map(([name, value]) => `[${lua(name)}] = ${lua(value)}`)
    .join(', ')} }`;

/**
 * wrk reports through its Lua `done` hook, so the percentiles come out exact and machine-readable.
 * Several requests: each thread takes every threads-th of them in turn, starting at its own number.
 */
function wrkScript(requests: LoadRequest[], threads: number): string {
  const [first] = requests;
  if (!first) throw new Error('nothing to load');
  const lines: string[] = [];
  if (requests.length === 1) {
    lines.push(`wrk.method = ${lua(first.method)}`);
    for (const [name, value] of Object.entries(first.headers))
      lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
    if (first.body !== undefined) lines.push(`wrk.body = ${lua(first.body)}`);
  } else {
    const url = (request: LoadRequest) => new URL(request.url);
    lines.push(
      'local specs = {',
      ...requests.map((request) => {
        const { pathname, search } = url(request);
        const headers =
          request.body === undefined
            ? request.headers
            : { 'content-type': 'application/json', ...request.headers };
        return `  { ${lua(request.method)}, ${lua(pathname + search)}, ${luaTable(headers)}, ${request.body === undefined ? 'nil' : lua(request.body)} },`;
      }),
      '}',
      'local made = {}',
      'local counter = 0',
      `setup = function(thread) thread:set("number", counter); counter = counter + 1 end`,
      'init = function(args)',
      '  for i, spec in ipairs(specs) do made[i] = wrk.format(spec[1], spec[2], spec[3], spec[4]) end',
      '  next_index = number',
      'end',
      'request = function()',
      '  local chosen = made[(next_index % #made) + 1]',
      `  next_index = next_index + ${threads}`,
      '  return chosen',
      'end',
    );
  }
  lines.push(
    'done = function(summary, latency, requests)',
    '  local e = summary.errors',
    '  io.write(string.format("\\nBENCH-RESULT %d %d %d %d %d\\n", summary.requests, summary.duration,',
    '    latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))',
    'end',
  );
  return `${lines.join('\n')}\n`;
}

function wrkGenerator(binary: string, workDir: string): LoadGenerator {
  let scripts = 0;
  return {
    name: 'wrk',
    run(request, settings) {
      scripts += 1;
      const requests = asList(request);
      const script = path.join(workDir, `load-${scripts}.lua`);
      fs.writeFileSync(script, wrkScript(requests, settings.threads));
      const args = [
        `-t${settings.threads}`,
        `-c${settings.connections}`,
        `-d${settings.seconds}s`,
        '--timeout',
        '5s',
        '-s',
        script,
        requests[0]?.url ?? '',
      ];
      return new Promise((resolve, reject) => {
        execFile(binary, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
          if (error) {
            reject(new Error(`wrk failed: ${stderr || error.message}`));
            return;
          }
          const match = /BENCH-RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(stdout);
          if (!match) {
            reject(new Error(`wrk printed no result:\n${stdout}${stderr}`));
            return;
          }
          const [requests, durationUs, p50Us, p99Us, failures] = match.slice(1).map(Number) as [
            number,
            number,
            number,
            number,
            number,
          ];
          resolve({
            requestsPerSecond: requests / (durationUs / 1e6),
            p50Ms: p50Us / 1000,
            p99Ms: p99Us / 1000,
            requests,
            failures,
          });
        });
      });
    },
  };
}

const autocannonGenerator: LoadGenerator = {
  name: 'autocannon',
  async run(request, settings) {
    const requests = asList(request);
    const [first] = requests;
    if (!first) throw new Error('nothing to load');
    let next = 0;
    const result = await autocannon({
      url: first.url,
      method: first.method,
      headers: first.headers,
      ...(first.body !== undefined ? { body: first.body } : {}),
      ...(requests.length > 1
        ? {
            requests: [
              {
                setupRequest: (sent: autocannon.Request) => {
                  const chosen = requests[next % requests.length] ?? first;
                  next += 1;
                  const { pathname, search } = new URL(chosen.url);
                  return {
                    ...sent,
                    method: chosen.method,
                    path: pathname + search,
                    headers: {
                      ...(chosen.body !== undefined ? { 'content-type': 'application/json' } : {}),
                      ...chosen.headers,
                    },
                    ...(chosen.body !== undefined ? { body: chosen.body } : {}),
                  };
                },
              },
            ],
          }
        : {}),
      connections: settings.connections,
      duration: settings.seconds,
    });
    return {
      requestsPerSecond: result.requests.total / (result.duration || settings.seconds),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  },
};

/** `BENCH_GENERATOR=autocannon` forces the fallback; otherwise wrk when it is on the PATH. */
export function loadGenerator(workDir: string, preferred = process.env.BENCH_GENERATOR): LoadGenerator {
  if (preferred === 'autocannon') return autocannonGenerator;
  const wrk = findWrk();
  if (wrk) return wrkGenerator(wrk, workDir);
  if (preferred === 'wrk')
    throw new Error('BENCH_GENERATOR=wrk but wrk is not installed (apt-get install -y wrk)');
  return autocannonGenerator;
}
