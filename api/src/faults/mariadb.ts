import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installDatadir, mariadbMissing, startMariadbd } from '../../../scripts/support/mariadb.mjs';
import { waitForPort } from '../../../scripts/support/ports.mjs';

/**
 * A MariaDB server of the test's own (its own data folder and port), never the machine's shared one, so
 * the test can stop and start it at will. Started by the one private-MariaDB launcher, scripts/support/mariadb.mjs.
 */
export class OwnMariaDb {
  private process: ChildProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-faults-db-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/kingside`;
  }

  static available(): string | undefined {
    return mariadbMissing();
  }

  async init(): Promise<void> {
    installDatadir(path.join(this.dataDir, 'data'));
    await this.start();
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    await conn.query('CREATE DATABASE kingside CHARACTER SET utf8mb4');
    await conn.end();
  }

  async start(): Promise<void> {
    this.process = await startMariadbd({
      datadir: path.join(this.dataDir, 'data'),
      dir: this.dataDir,
      port: this.port,
      name: 'the faults suite’s mariadbd',
      timeoutMs: 30_000,
      options: ['--skip-log-bin', '--innodb-buffer-pool-size=32M'],
    });
  }

  /** A crash, not a polite shutdown: connections drop mid-query. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = undefined;
    await waitForPort(this.port, { closed: true, timeoutMs: 10_000, name: 'MariaDB' });
  }

  async destroy(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
