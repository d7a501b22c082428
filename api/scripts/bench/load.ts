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
  method: 'GET' | 'POST';
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
  run(request: LoadRequest, settings: LoadSettings): Promise<LoadResult>;
}

function findWrk(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const lua = (text: string) => JSON.stringify(text);

/** wrk reports through its Lua `done` hook, so the percentiles come out exact and machine-readable. */
function wrkScript(request: LoadRequest): string {
  const lines = [`wrk.method = ${lua(request.method)}`];
  for (const [name, value] of Object.entries(request.headers))
    lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  if (request.body !== undefined) lines.push(`wrk.body = ${lua(request.body)}`);
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
      const script = path.join(workDir, `load-${scripts}.lua`);
      fs.writeFileSync(script, wrkScript(request));
      const args = [
        `-t${settings.threads}`,
        `-c${settings.connections}`,
        `-d${settings.seconds}s`,
        '--timeout',
        '5s',
        '-s',
        script,
        request.url,
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
    const result = await autocannon({
      url: request.url,
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
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
