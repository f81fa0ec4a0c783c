import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E } from './env';

/*
 * What the e2e run's second servers share (learnRenderingSite.ts, stripeSite.ts): a server of the same build over a
 * fresh SQLite file with the same seed, on a port of its own, its mail sent to the run's SMTP capture.
 */

const REPO = path.resolve(__dirname, '../..');

/** The pauses between a poll's tries: short at first (a server is usually up within a second or two), then 250 ms. */
const POLL_INTERVALS_MS = [25, 50, 100, 250];

/**
 * Waits until the server `child` answers `url` (its readiness URL) with a 2xx: a poll of that answer, as nothing else
 * says a server is ready, bounded at 60 s. It ends at once when the process exits, by a signal too (its exitCode stays
 * null then), and no try waits on a server that accepts the connection but never answers.
 */
export async function ready(url: string, child: ChildProcess, what: string, errors: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let gone = child.exitCode !== null || child.signalCode !== null;
  const exited = new Promise<void>((resolve) => {
    if (gone) resolve();
    child.once('exit', () => {
      gone = true;
      resolve();
    });
  });
  for (let attempt = 0; !gone && Date.now() < deadline; attempt += 1) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(5_000, deadline - Date.now()))) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, POLL_INTERVALS_MS[Math.min(attempt, POLL_INTERVALS_MS.length - 1)]);
    });
    await Promise.race([pause, exited]);
    clearTimeout(timer);
  }
  throw new Error(`${what} ${gone ? 'exited before it was ready' : 'did not start within 60 s'} (${url}): ${errors()}`);
}

export function started(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, ...env } });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    errors: () => errors,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}

/** The environment of a second server at `origin`, its files under `scratch`; `name` tells its session secret apart. */
export function secondSiteEnv(origin: string, scratch: string, name: string): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'test',
    PORT: new URL(origin).port,
    DATABASE_URL: `sqlite:${path.join(scratch, 'site.sqlite')}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: E2E.admin.email,
    ADMIN_PASSWORD: E2E.admin.password,
    SESSION_SECRET: `e2e-${name}-session-secret`,
    SECRETS_KEY: 'e2e0000000000000000000000000000000000000000000000000000000000000',
    SCRYPT_COST: '16384',
    AUTH_RATE_LIMIT: '1000',
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpCapturePort}`,
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    REMOTES_DIR: path.join(scratch, 'remotes'),
    PUBLIC_URL: origin,
    // Serves mfe-learn itself (the run's own server has it on another origin), so it renders the lessons' pages.
    REMOTE_LEARN_URL: '',
  };
}
