import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DirectoryInUseError extends Error {
  override name = 'DirectoryInUseError';
}

/** Who holds a lock: the PID, and what tells that process from a later one given the same PID. */
interface Owner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot), where /proc exists. */
  startTime: string | null;
  /** /proc/sys/kernel/random/boot_id, where /proc exists. */
  bootId: string | null;
  host: string | null;
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function startTimeOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces and parentheses itself.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[22 - 3] ?? null;
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** First line the PID (as the lock files of earlier versions hold nothing else), then `key=value` lines. */
function describe(owner: Owner): string {
  let text = `${owner.pid}\n`;
  if (owner.startTime !== null) text += `start=${owner.startTime}\n`;
  if (owner.bootId !== null) text += `boot=${owner.bootId}\n`;
  if (owner.host !== null) text += `host=${owner.host}\n`;
  return text;
}

function parse(text: string): Owner {
  const [first = '', ...rest] = text.split('\n');
  const fields = new Map(
    rest
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return {
    pid: Number.parseInt(first.trim(), 10),
    startTime: fields.get('start') ?? null,
    bootId: fields.get('boot') ?? null,
    host: fields.get('host') ?? null,
  };
}

/**
 * A lock is live only while the very process that wrote it runs: same host, same boot, a process
 * with that PID, started at the same moment. In a container the API is PID 1 at every start, so the
 * PID alone would take a lock left by a killed run for a live one.
 */
function isLive(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  // Another machine's (or container's) PIDs say nothing about the processes here.
  if (owner.host !== null && owner.host !== os.hostname()) return false;
  const boot = bootId();
  if (owner.bootId !== null && boot !== null && owner.bootId !== boot) return false;
  // A lock of an earlier version (PID only) naming this process cannot be this process's own.
  if (owner.host === null && owner.pid === process.pid) return false;
  if (!isAlive(owner.pid)) return false;
  const started = startTimeOf(owner.pid);
  // Without /proc (macOS, Windows) a running process with that PID is taken for the owner.
  return owner.startTime === null || started === null || owner.startTime === started;
}

/**
 * Claims a database folder for this process with a lock file beside it (`<folder>.lock`, holding the
 * PID, the process's start time, the boot id and the host name). A lock whose process is gone is
 * taken over; a live one refuses with a message naming the PID.
 */
export function acquireDirectoryLock(dir: string): { path: string; release(): void } {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  const self = describe({
    pid: process.pid,
    startTime: startTimeOf(process.pid),
    bootId: bootId(),
    host: os.hostname(),
  });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, self, { flag: 'wx' });
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = parse(fs.readFileSync(lockPath, 'utf8'));
    if (isLive(owner)) {
      throw new DirectoryInUseError(
        `PGLITE_DIR ${path.resolve(dir)} is in use by another API process (PID ${owner.pid}). ` +
          'The embedded database has one owner: stop that process, give this one another PGLITE_DIR, ' +
          `or run several processes on PostgreSQL with DATABASE_URL. (Lock file: ${lockPath})`,
      );
    }
    // Left behind by a process that died without cleaning up: take it over.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DirectoryInUseError(`Could not claim PGLITE_DIR ${path.resolve(dir)} (lock file ${lockPath})`);
}
