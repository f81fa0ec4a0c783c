import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { E2E } from './env';

/**
 * A second server of the same build for the pages the run's own server cannot render: that one serves mfe-learn from
 * another origin (REMOTE_LEARN_URL, playwright.config.ts), and a relocated remote's pages are the browser's alone
 * (docs/architecture.md §10.3). This one serves mfe-learn itself, so it renders the lessons' pages into the first
 * HTML, over a fresh SQLite file with the same seed. Stopped by the caller (`stop`), its files removed.
 */
export async function startLearnRenderingSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = E2E.port + 5;
  const origin = `http://127.0.0.1:${port}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-e2e-learn-site-'));
  const server: ChildProcess = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: path.resolve(__dirname, '../..'),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(scratch, 'site.sqlite')}`,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E.admin.email,
      ADMIN_PASSWORD: E2E.admin.password,
      SESSION_SECRET: 'e2e-learn-site-session-secret',
      SECRETS_KEY: 'e2e0000000000000000000000000000000000000000000000000000000000000',
      SCRYPT_COST: '16384',
      SMTP_URL: `smtp://127.0.0.1:${E2E.smtpCapturePort}`,
      UPLOADS_DIR: path.join(scratch, 'uploads'),
      REMOTES_DIR: path.join(scratch, 'remotes'),
      PUBLIC_URL: origin,
      REMOTE_LEARN_URL: '',
    },
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill();
    await exited;
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The second server did not start on ${origin}: ${errors}`);
}

/**
 * The second server for the tests of the describe block that calls this: started before them, stopped after. `origin` is
 * its address once started.
 */
export function learnRenderingSiteForBlock(): { readonly origin: string } {
  let site: Awaited<ReturnType<typeof startLearnRenderingSite>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await startLearnRenderingSite();
  });
  test.afterAll(async () => site?.stop());
  return {
    get origin() {
      if (!site) throw new Error('The second server has not started');
      return site.origin;
    },
  };
}
