import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from './database';

describe('one process per embedded database folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'academy-pglite-')), 'pglite');
  });
  afterEach(async () => {
    await fs.rm(path.dirname(dir), { recursive: true, force: true });
  });

  it('refuses a second owner of the same PGLITE_DIR with a message naming it and the owner, until the first closes', async () => {
    const first = await openPglite(dir);
    try {
      await first.query('CREATE TABLE registrations (id integer)');
      await expect(openPglite(dir)).rejects.toThrow(
        new RegExp(`PGLITE_DIR ${dir} is in use by another API process \\(PID ${process.pid}\\)`),
      );
    } finally {
      await first.close();
    }
    const second = await openPglite(dir);
    expect(await second.query('SELECT count(*)::int AS n FROM registrations')).toEqual([{ n: 0 }]);
    await second.close();
  });

  it('refuses while another live process holds the folder', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await fs.writeFile(`${dir}.lock`, `${holder.pid}\n`);
      await expect(openPglite(dir)).rejects.toThrow(`(PID ${holder.pid})`);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left behind by a process that died', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    await fs.writeFile(`${dir}.lock`, `${gone.stdout.toString()}\n`);
    const db = await openPglite(dir);
    expect((await fs.readFile(`${dir}.lock`, 'utf8')).split('\n')[0]).toBe(String(process.pid));
    await db.close();
    await expect(fs.access(`${dir}.lock`)).rejects.toThrow();
  });

  // A container's API is PID 1 at every start: a run killed there leaves a lock naming a PID that is alive again.
  const onLinux = process.platform === 'linux' ? describe : describe.skip;
  onLinux('a lock naming a PID that is alive again, but another process (Linux: /proc)', () => {
    const thisBoot = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const startOf = (pid: number) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    };

    it('takes over a lock written by PID 1 in an earlier boot', async () => {
      await fs.writeFile(
        `${dir}.lock`,
        `1\nstart=${startOf(1)}\nboot=00000000-0000-4000-8000-000000000000\nhost=${os.hostname()}\n`,
      );
      const db = await openPglite(dir);
      expect((await fs.readFile(`${dir}.lock`, 'utf8')).split('\n')[0]).toBe(String(process.pid));
      await db.close();
    });

    it('takes over a lock written by PID 1 of this boot that started at another moment', async () => {
      const other = String(Number(startOf(1)) + 1);
      await fs.writeFile(`${dir}.lock`, `1\nstart=${other}\nboot=${thisBoot()}\nhost=${os.hostname()}\n`);
      const db = await openPglite(dir);
      await db.close();
    });

    it('still refuses while the process that wrote the lock runs', async () => {
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
      try {
        const pid = holder.pid ?? 0;
        await fs.writeFile(
          `${dir}.lock`,
          `${pid}\nstart=${startOf(pid)}\nboot=${thisBoot()}\nhost=${os.hostname()}\n`,
        );
        await expect(openPglite(dir)).rejects.toThrow(`(PID ${pid})`);
      } finally {
        holder.kill();
      }
    });
  });
});
