import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { E2E } from './env';

/** The keys the Stripe site and its stand-in share (test keys: the admin's dashboard links take the test path). */
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_e2e_standin', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin' };
const REPO = path.resolve(__dirname, '../..');

/** A loopback port nothing listens on now (fixed ports meet the machine's other servers: a cluster's databases). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function ready(url: string, child: ChildProcess, what: string, errors: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start (${url}): ${errors()}`);
}

function started(command: string, args: string[], env: NodeJS.ProcessEnv) {
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

/**
 * A second server of the same build with Stripe keys (issue 33), and the Stripe stand-in it pays through
 * (api/src/payments/testing/stripeStandIn.ts, run by tsx). The run's own server stays simulated, so every other
 * checkout journey keeps its card form. A fresh SQLite file with the same seed; its mail goes to the run's SMTP
 * capture. Stopped by the caller (`stop`), its files removed.
 */
export async function startStripeSite(): Promise<{ origin: string; standIn: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const standInPort = await freePort();
  const standIn = `http://127.0.0.1:${standInPort}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-e2e-stripe-site-'));
  const stripe = started(
    path.join(REPO, 'node_modules/.bin/tsx'),
    ['api/src/payments/testing/stripeStandInMain.ts', String(standInPort), `${origin}/api/payments/stripe/webhook`],
    STRIPE_KEYS,
  );
  const site = started(process.execPath, ['api/dist/server.js'], {
    ...STRIPE_KEYS,
    STRIPE_API_URL: standIn,
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_URL: `sqlite:${path.join(scratch, 'site.sqlite')}`,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: E2E.admin.email,
    ADMIN_PASSWORD: E2E.admin.password,
    SESSION_SECRET: 'e2e-stripe-site-session-secret',
    SECRETS_KEY: 'e2e0000000000000000000000000000000000000000000000000000000000000',
    SCRYPT_COST: '16384',
    AUTH_RATE_LIMIT: '1000',
    SMTP_URL: `smtp://127.0.0.1:${E2E.smtpCapturePort}`,
    UPLOADS_DIR: path.join(scratch, 'uploads'),
    REMOTES_DIR: path.join(scratch, 'remotes'),
    PUBLIC_URL: origin,
    REMOTE_LEARN_URL: '',
  });
  const stop = async () => {
    await Promise.all([site.stop(), stripe.stop()]);
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await ready(`${standIn}/test/sessions`, stripe.child, 'The Stripe stand-in', stripe.errors);
    await ready(`${origin}/api/ready`, site.child, 'The Stripe site', site.errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, standIn, stop };
}
