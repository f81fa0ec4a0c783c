import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import { freePort } from '../../scripts/support/ports.mjs';
import { ready, secondSiteEnv, started } from './secondSite';

/**
 * A second server of the same build for the pages the run's own server cannot render: that one serves mfe-learn from
 * another origin (REMOTE_LEARN_URL, playwright.config.ts), and a relocated remote's pages are the browser's alone
 * (docs/architecture.md §10.3). This one serves mfe-learn itself, so it renders the lessons' pages into the first
 * HTML, over a fresh SQLite file with the same seed. Stopped by the caller (`stop`), its files removed.
 */
export async function startLearnRenderingSite(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${await freePort()}`;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-e2e-learn-site-'));
  const server = started(process.execPath, ['api/dist/server.js'], secondSiteEnv(origin, scratch, 'learn-site'));
  const stop = async () => {
    await server.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await ready(`${origin}/api/ready`, server.child, 'The second server', server.errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
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
