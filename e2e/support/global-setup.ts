import fs from 'node:fs';
import { E2E } from './env';
import { buildFixtures } from './fixtures';

/** Each run starts with an empty outbox, so a test finds exactly the mails it caused. */
export default async function globalSetup() {
  fs.rmSync(E2E.outboxDir, { recursive: true, force: true });
  fs.mkdirSync(E2E.outboxDir, { recursive: true });
  buildFixtures();
}
