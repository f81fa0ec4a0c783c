import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/support/ports.mjs';
import { ready, secondSiteEnv, started } from './secondSite';

/** The keys the Stripe site and its stand-in share (test keys: the admin's dashboard links take the test path). */
const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_e2e_standin', STRIPE_WEBHOOK_SECRET: 'whsec_e2e_standin' };
const REPO = path.resolve(__dirname, '../..');

/**
 * A second server of the same build with Stripe keys (issue 33), and the Stripe stand-in it pays through
 * (api/src/testing/standIns/stripeStandIn.ts, run by tsx). The run's own server stays simulated, so every other
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
    ['api/src/testing/standIns/stripeStandInMain.ts', String(standInPort), `${origin}/api/payments/stripe/webhook`],
    STRIPE_KEYS,
  );
  const site = started(process.execPath, ['api/dist/server.js'], {
    ...secondSiteEnv(origin, scratch, 'stripe-site'),
    ...STRIPE_KEYS,
    STRIPE_API_URL: standIn,
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
