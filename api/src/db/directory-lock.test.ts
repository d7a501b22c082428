import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
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
    expect(await fs.readFile(`${dir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await db.close();
    await expect(fs.access(`${dir}.lock`)).rejects.toThrow();
  });
});
