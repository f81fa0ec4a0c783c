import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { inheritedMarkers, prototypeState } from './prototypes';
import { coveredRoutes } from './routeCases';

/*
 * Hostile input against training (issue 34): the puzzles, the member's training summary and review deck, and the
 * reminders' unsubscribe link. Every refusal is a 4xx with a JSON message (or the link's redirect) and changes
 * nothing; a read never writes.
 */

const prototypesAtStart = prototypeState();
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('training routes refuse hostile input', () => {
  for (const route of coveredRoutes('/api/puzzles', '/api/me/training', '/api/me/review', '/api/training', '/api/me/games')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});

it('leaves Object.prototype and the other shared prototypes untouched', () => {
  expect(prototypeState()).toEqual(prototypesAtStart);
  expect(inheritedMarkers()).toEqual({});
});
