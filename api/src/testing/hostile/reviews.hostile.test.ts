import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { coveredRoutes } from './routeCases';

/*
 * Hostile input against a member's reviews (issue 44, /api/me/reviews): every refusal is a 4xx with a JSON message and
 * writes nothing. A product's page of reviews is probed with the catalogue's routes, the back office's Reviews with the
 * admin api's (accounts.hostile.test.ts).
 */

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe("a member's review routes refuse hostile input", () => {
  for (const route of coveredRoutes('/api/me/reviews')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});
