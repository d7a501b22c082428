import fs from 'node:fs';
import path from 'node:path';

export class DirectoryInUseError extends Error {
  override name = 'DirectoryInUseError';
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

/**
 * Claims a database folder for this process with a lock file beside it (`<folder>.lock`, holding the
 * PID). A lock whose process is gone is taken over; a live one refuses with a message naming the PID.
 */
export function acquireDirectoryLock(dir: string): { path: string; release(): void } {
  const lockPath = `${path.resolve(dir)}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
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
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new DirectoryInUseError(
        `PGLITE_DIR ${path.resolve(dir)} is in use by another API process (PID ${owner}). ` +
          'The embedded database has one owner: stop that process, give this one another PGLITE_DIR, ' +
          `or run several processes on PostgreSQL with DATABASE_URL. (Lock file: ${lockPath})`,
      );
    }
    // Left behind by a process that died without cleaning up: take it over.
    fs.rmSync(lockPath, { force: true });
  }
  throw new DirectoryInUseError(`Could not claim PGLITE_DIR ${path.resolve(dir)} (lock file ${lockPath})`);
}
