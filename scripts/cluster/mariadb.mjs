// The cluster's MariaDB: a primary and one replica, two `mariadbd` of Debian's started here with their own
// datadirs, ports, sockets and pid files in the cluster's directory (never the machine's own server on 3306).
// The primary writes a binary log (server-id 1); the replica (server-id 2, read_only) follows it by GTID.
import crypto from 'node:crypto';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { installDatadir, startMariadbd } from '../support/mariadb.mjs';
import { sleep, stopChild } from './processes.mjs';

/** The database the api uses and its user (created on the primary, replicated like any other write). */
export const DATABASE = 'kingside';

/** One server's files: { name, dir, datadir, socket, port, serverId, replica }. */
export function serverLayout(root, name, port, serverId, replica) {
  const dir = path.join(root, name);
  return { name, dir, datadir: path.join(dir, 'data'), socket: path.join(dir, 'mysqld.sock'), port, serverId, replica };
}

/** Starts (or starts again, on the same datadir) one mariadbd and waits until it accepts connections. */
export async function startMariadb(supervisor, server) {
  server.child = await startMariadbd({
    datadir: server.datadir,
    port: server.port,
    dir: server.dir,
    name: `mariadbd (${server.name})`,
    launch: (command, args) => supervisor.start(`mariadb-${server.name}`, command, args),
    options: [
      `--server-id=${server.serverId}`,
      '--innodb-buffer-pool-size=128M',
      '--max-connections=300',
      '--collation-server=utf8mb4_unicode_ci',
      ...(server.replica
        ? ['--read-only=1', `--relay-log=${path.join(server.dir, 'relay-bin')}`, '--log-bin=replica-bin', '--log-slave-updates=1']
        : ['--log-bin=primary-bin', '--binlog-format=ROW']),
    ],
  });
  return server.child;
}

/** SIGTERM to the server's PID: mariadbd shuts down cleanly (and a replica keeps its GTID position). */
export async function stopMariadb(server) {
  if (server.child) await stopChild(server.child, { graceMs: 30_000 });
}

const rootConnection = (server) => mysql.createConnection({ socketPath: server.socket, user: 'root', connectTimeout: 5000 });

/**
 * Installs both datadirs, starts both servers, creates the replication user (not binlogged) and the api's
 * database and user (binlogged: the replica gets them), points the replica at the primary by GTID, and
 * checks that a row written on the primary appears on the replica. Resolves the api's DATABASE_URL and
 * the replica's read-only URL.
 */
export async function startReplicatedPair(supervisor, root, { primaryPort, replicaPort }) {
  const primary = serverLayout(root, 'primary', primaryPort, 1, false);
  const replica = serverLayout(root, 'replica', replicaPort, 2, true);
  for (const s of [primary, replica]) installDatadir(s.datadir, { log: path.join(root, `install-${s.name}.log`) });
  await Promise.all([startMariadb(supervisor, primary), startMariadb(supervisor, replica)]);

  const replPassword = crypto.randomBytes(12).toString('hex');
  const appPassword = crypto.randomBytes(12).toString('hex');
  const p = await rootConnection(primary);
  try {
    await p.query('SET sql_log_bin = 0');
    await p.query(`CREATE USER 'repl'@'127.0.0.1' IDENTIFIED BY '${replPassword}'`);
    await p.query(`GRANT REPLICATION SLAVE ON *.* TO 'repl'@'127.0.0.1'`);
    await p.query('SET sql_log_bin = 1');
    await p.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await p.query(`CREATE USER 'kingside'@'127.0.0.1' IDENTIFIED BY '${appPassword}'`);
    await p.query(`GRANT ALL ON ${DATABASE}.* TO 'kingside'@'127.0.0.1'`);
  } finally {
    await p.end();
  }
  const r = await rootConnection(replica);
  try {
    // Both servers start from the same mariadb-install-db state, so the replica starts from the primary's
    // first GTID: an empty slave position.
    await r.query("SET GLOBAL gtid_slave_pos = ''");
    await r.query(
      `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='repl', MASTER_PASSWORD='${replPassword}', MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1`,
    );
    await r.query('START SLAVE');
  } finally {
    await r.end();
  }
  const url = (port, user, password) => `mysql://${user}:${password}@127.0.0.1:${port}/${DATABASE}`;
  const pair = {
    primary,
    replica,
    databaseUrl: url(primary.port, 'kingside', appPassword),
    replicaUrl: url(replica.port, 'kingside', appPassword),
    /** mysql2 options for the api's database on the primary (the load's checks read it). */
    primaryOptions: { host: '127.0.0.1', port: primary.port, user: 'kingside', password: appPassword, database: DATABASE },
    replicaOptions: { host: '127.0.0.1', port: replica.port, user: 'kingside', password: appPassword, database: DATABASE },
  };
  await checkReplication(pair, 'at start');
  return pair;
}

/** The replica's SHOW SLAVE STATUS, or null when it does not answer. */
export async function replicaStatus(pair) {
  let r;
  try {
    r = await rootConnection(pair.replica);
    const [[status]] = await r.query('SHOW SLAVE STATUS');
    return status ?? null;
  } catch {
    return null;
  } finally {
    await r?.end().catch(() => {});
  }
}

/**
 * Writes a row on the primary and waits (at most `timeoutMs`) until the replica has it, with both
 * replication threads running. Throws otherwise, with the replica's last error.
 */
export async function checkReplication(pair, when, timeoutMs = 30_000) {
  const token = `${when} ${Date.now()}`;
  const p = await rootConnection(pair.primary);
  try {
    await p.query(`CREATE TABLE IF NOT EXISTS ${DATABASE}.cluster_probe (id INT AUTO_INCREMENT PRIMARY KEY, token VARCHAR(100))`);
    await p.query(`INSERT INTO ${DATABASE}.cluster_probe (token) VALUES (?)`, [token]);
  } finally {
    await p.end();
  }
  const deadline = Date.now() + timeoutMs;
  let status = null;
  while (Date.now() < deadline) {
    status = await replicaStatus(pair);
    if (status?.Slave_IO_Running === 'Yes' && status?.Slave_SQL_Running === 'Yes') {
      const r = await rootConnection(pair.replica);
      try {
        const [rows] = await r.query(`SELECT 1 FROM ${DATABASE}.cluster_probe WHERE token = ?`, [token]);
        if (rows.length === 1) return;
      } catch {
        /* the table may not have arrived yet */
      } finally {
        await r.end();
      }
    }
    await sleep(200);
  }
  throw new Error(
    `replication ${when}: the replica did not get the primary's write within ${timeoutMs / 1000} s (IO ${status?.Slave_IO_Running}, SQL ${status?.Slave_SQL_Running}, ${status?.Last_IO_Error || status?.Last_SQL_Error || 'no error'})`,
  );
}
