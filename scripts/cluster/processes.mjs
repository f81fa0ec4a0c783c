// The cluster's child processes: each one started here is tracked by its PID and stopped by it (never by
// name), with a grace period before SIGKILL. Their output goes to a log file in the cluster's directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when 127.0.0.1:`port` accepts a connection, rejects after `timeoutMs` or when `child` exits. */
export async function waitForPort(port, { timeoutMs = 30_000, child, name = `port ${port}` } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before listening on ${port}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${name} did not listen on 127.0.0.1:${port} within ${timeoutMs / 1000} s`);
}

/** Fails when something already listens on one of `ports` (another cluster, or the machine's own services). */
export async function assertFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    const taken = await new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(true));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
    });
    if (taken)
      throw new Error(`${name}'s port 127.0.0.1:${port} is taken (another cluster running? choose others with CLUSTER_* variables)`);
  }
}

/** The processes one cluster started, so that all of them, and only they, are stopped. */
export function createSupervisor(logDir) {
  const children = new Set();
  return {
    /** Spawns `command` with its output appended to logDir/`name`.log. Resolves nothing; returns the child. */
    start(name, command, args, { env, cwd } = {}) {
      const log = fs.openSync(`${logDir}/${name}.log`, 'a');
      const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: ['ignore', log, log] });
      fs.closeSync(log);
      child.name = name;
      children.add(child);
      child.once('exit', () => children.delete(child));
      return child;
    },
    /** Adopts a child started elsewhere (an api instance by scripts/load/server.mjs), to stop it with the rest. */
    adopt(child, name) {
      child.name = name;
      if (child.exitCode === null) {
        children.add(child);
        child.once('exit', () => children.delete(child));
      }
      return child;
    },
    /** Stops everything still running, in reverse order of start. */
    async stopAll() {
      await Promise.all([...children].reverse().map((child) => stopChild(child)));
    },
    get running() {
      return [...children];
    },
  };
}

/** Sends `signal` to the child by its PID and waits for it to exit; SIGKILL after `graceMs`. */
export async function stopChild(child, { signal = 'SIGTERM', graceMs = 15_000 } = {}) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(child.pid, signal);
  } catch {
    return; // already gone
  }
  const timer = setTimeout(() => {
    try {
      process.kill(child.pid, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
}
