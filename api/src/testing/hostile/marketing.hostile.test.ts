import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { coveredRoutes } from './routeCases';

/*
 * Hostile input against the e-mails that bring people back (issue 44 point 3): the signed links (confirmation,
 * unsubscribe) and a member's e-mail choices and cart; every refusal is a 4xx with a JSON message and writes nothing.
 * "Notify me" (POST /api/products/{id}/back-in-stock) is probed with the catalogue's routes.
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('the back-in-stock and reminder routes refuse hostile input', () => {
  for (const route of coveredRoutes('/api/back-in-stock', '/api/unsubscribe', '/api/me/email-preferences', '/api/me/cart')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});
