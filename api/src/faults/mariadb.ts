import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/**
 * A MariaDB server of the test's own (its own data folder and port), never the machine's shared one, so
 * the test can stop and start it at will.
 */
export class OwnMariaDb {
  private process: ChildProcess | undefined;
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-faults-db-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/kingside`;
  }

  static available(): string | undefined {
    if (!fs.existsSync(MARIADBD) || !fs.existsSync(INSTALL_DB))
      return `MariaDB server binaries not found (${MARIADBD}); install the mariadb-server package.`;
    return undefined;
  }

  async init(): Promise<void> {
    const install = spawnSync(
      INSTALL_DB,
      ['--no-defaults', `--datadir=${this.dataDir}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'],
      { encoding: 'utf8' },
    );
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
    await this.start();
    const mysql = await import('mysql2/promise');
    const conn = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    await conn.query('CREATE DATABASE kingside CHARACTER SET utf8mb4');
    await conn.end();
  }

  async start(): Promise<void> {
    this.process = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${this.dataDir}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${path.join(this.dataDir, 'mysqld.sock')}`,
        '--user=root',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--skip-name-resolve',
      ],
      { stdio: 'ignore' },
    );
    await until(() => portOpen(this.port), 30_000, `MariaDB on port ${this.port} to answer`);
  }

  /** A crash, not a polite shutdown: connections drop mid-query. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.process = undefined;
    await until(async () => !(await portOpen(this.port)), 10_000, 'MariaDB to stop');
  }

  async destroy(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
