import fs from 'node:fs';
import { E2E } from './env';
import { buildFixtures } from './fixtures';
import { startGithubStandIn } from './github-standin';

/**
 * Each run starts with an empty outbox, so a test finds exactly the mails it caused, and an empty store of published
 * remote versions. The GitHub stand-in
 * runs for the whole run; the returned function (Playwright's teardown) stops it.
 */
export default async function globalSetup() {
  fs.rmSync(E2E.outboxDir, { recursive: true, force: true });
  fs.mkdirSync(E2E.outboxDir, { recursive: true });
  // The registry is in this run's fresh database: versions published by an earlier run are strangers to it.
  fs.rmSync(E2E.remotesDir, { recursive: true, force: true });
  buildFixtures();
  const githubStandIn = await startGithubStandIn(E2E.githubStandInPort);
  return () => githubStandIn.close();
}
