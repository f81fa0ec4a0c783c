import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { inheritedMarkers, prototypeState } from './prototypes';
import { coveredRoutes } from './routeCases';

/*
 * Hostile input against a member's opening repertoire (issue 46 point 3): reading it, adding a line or a PGN (a
 * parser of its own, 2 MB), removing a move, and the drill. Every refusal is a 4xx with a JSON message and changes
 * nothing; another member's move or card is 404.
 */

const prototypesAtStart = prototypeState();
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe('repertoire routes refuse hostile input', () => {
  for (const route of coveredRoutes('/api/me/repertoire')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 120_000);
  }
});

it('leaves Object.prototype and the other shared prototypes untouched', () => {
  expect(prototypeState()).toEqual(prototypesAtStart);
  expect(inheritedMarkers()).toEqual({});
});
