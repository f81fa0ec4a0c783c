import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { inheritedMarkers, prototypeState } from './prototypes';
import { BACK_OFFICE_PATHS, coveredRoutes } from './routeCases';

/*
 * Hostile input against the back office (products, lessons and blog posts of /api/admin, and its audit
 * log), with and without admin tokens: every refusal is a 4xx with a JSON message and nothing is written:
 * no record, no version, no audit line. Edits also meet hostile If-Match headers.
 */

const prototypesAtStart = prototypeState();
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('back office routes refuse hostile input', () => {
  for (const route of coveredRoutes(...BACK_OFFICE_PATHS)) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});

it('leaves Object.prototype and the other shared prototypes untouched', () => {
  expect(prototypeState()).toEqual(prototypesAtStart);
  expect(inheritedMarkers()).toEqual({});
});
