// The one launcher of a private MariaDB: Debian's mariadbd on a loopback port of its own, with its own datadir,
// socket, pid file and error log, never the machine's server on 3306. Used by the cluster (scripts/cluster/mariadb.mjs:
// a primary and its replica), the faults suite (api/src/faults/mariadb.ts: a server it kills and starts again) and,
// as a command, by the test suites (scripts/test-mariadb.sh):
//   node scripts/support/mariadb.mjs start   starts the tests' MariaDB (or finds it running) and prints TEST_MYSQL_URL
//   node scripts/support/mariadb.mjs stop    stops it and removes its data
// The tests' one trades durability for speed: its data on tmpfs (/dev/shm), the redo log flushed once a second, no
// binary log, no doublewrite buffer. A crash loses only test data, which every suite makes afresh.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portOpen, waitForPort } from './ports.mjs';

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';

/** Why no server can be started here (the binaries are missing), or undefined. */
export function mariadbMissing() {
  if (!fs.existsSync(MARIADBD) || !fs.existsSync(INSTALL_DB))
    return `MariaDB server binaries not found (${MARIADBD}); install the mariadb-server package.`;
  return undefined;
}

/** A fresh datadir (mariadb-install-db): root over TCP without a password, no test database. Its output goes to `log`. */
export function installDatadir(datadir, { log = path.join(path.dirname(datadir), 'install.log') } = {}) {
  fs.mkdirSync(datadir, { recursive: true });
  const result = spawnSync(
    INSTALL_DB,
    ['--no-defaults', `--datadir=${datadir}`, '--user=root', '--auth-root-authentication-method=normal', '--skip-test-db'],
    { encoding: 'utf8', timeout: 120_000 },
  );
  fs.appendFileSync(log, `${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (result.status !== 0) throw new Error(`mariadb-install-db for ${datadir} failed (see ${log}):\n${result.stderr ?? ''}`);
}

const ignoreOutput = (command, args) => spawn(command, args, { stdio: 'ignore' });

/**
 * Starts mariadbd on `datadir` (installed already) and resolves its child process once 127.0.0.1:`port` answers.
 * Its socket, pid file and error log are in `dir`; `options` adds to the arguments every server here has (replication,
 * collation, tuning). `launch(command, args)` spawns it (the cluster's supervisor logs and tracks it); by default its
 * output is dropped.
 */
export async function startMariadbd({
  datadir,
  port,
  dir = datadir,
  options = [],
  launch = ignoreOutput,
  name = 'mariadbd',
  timeoutMs = 60_000,
}) {
  const child = launch(MARIADBD, [
    '--no-defaults',
    '--user=root',
    `--datadir=${datadir}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${path.join(dir, 'mysqld.sock')}`,
    `--pid-file=${path.join(dir, 'mariadbd.pid')}`,
    `--log-error=${path.join(dir, 'error.log')}`,
    '--skip-name-resolve',
    '--character-set-server=utf8mb4',
    ...options,
  ]);
  try {
    await waitForPort(port, { timeoutMs, child, name: `${name} (see ${path.join(dir, 'error.log')})` });
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    throw error;
  }
  return child;
}

// --- the tests' MariaDB, as a command ----------------------------------------------------------------------------

const PORT = Number(process.env.TEST_MARIADB_PORT || 3307);
const ROOT = process.env.TEST_MARIADB_DIR || `/dev/shm/kingside-test-mariadb-${PORT}`;
const PID_FILE = path.join(ROOT, 'mariadbd.pid');
const URL = `mysql://root@127.0.0.1:${PORT}/test`;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startTestServer() {
  if (await portOpen(PORT)) return URL;
  fs.rmSync(ROOT, { recursive: true, force: true });
  installDatadir(path.join(ROOT, 'data'), { log: path.join(ROOT, 'install.log') });
  // Detached and left running after this command: `stop` finds it by the pid file mariadbd writes.
  const launch = (command, args) => {
    const child = spawn(command, args, { detached: true, stdio: 'ignore' });
    child.unref();
    return child;
  };
  await startMariadbd({
    datadir: path.join(ROOT, 'data'),
    port: PORT,
    dir: ROOT,
    launch,
    name: 'the tests’ mariadbd',
    timeoutMs: 30_000,
    options: [
      '--collation-server=utf8mb4_general_ci',
      '--skip-log-bin',
      '--innodb-flush-log-at-trx-commit=2',
      '--innodb-doublewrite=0',
      '--innodb-buffer-pool-size=512M',
      '--innodb-log-file-size=256M',
      '--max-connections=500',
    ],
  });
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ host: '127.0.0.1', port: PORT, user: 'root' });
  await connection.query('CREATE DATABASE IF NOT EXISTS test');
  await connection.end();
  return URL;
}

async function stopTestServer() {
  const pid = fs.existsSync(PID_FILE) ? Number(fs.readFileSync(PID_FILE, 'utf8').trim()) : NaN;
  if (pid > 0 && alive(pid)) {
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 30_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(ROOT, { recursive: true, force: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'start';
  const run = { start: async () => console.log(await startTestServer()), stop: stopTestServer }[command];
  if (!run) {
    console.error('usage: scripts/test-mariadb.sh start|stop');
    process.exit(2);
  }
  run().catch((error) => {
    console.error(`test-mariadb: ${error.message}`);
    process.exit(1);
  });
}
