// The cluster's child processes: each one started here is tracked by its PID and stopped by it (never by
// name), with a grace period before SIGKILL. Their output goes to a log file in the cluster's directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
