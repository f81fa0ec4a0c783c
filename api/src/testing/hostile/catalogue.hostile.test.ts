import { API_MESSAGES } from '@kingside/contracts/api';
import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { coveredRoutes } from './routeCases';
import { inheritedMarkers, prototypeState } from './prototypes';

/*
 * Hostile input against the health and catalogue routes (docs/architecture.md §3: bad input is a 4xx with a
 * JSON message, never a 5xx, and changes nothing), and the check that every route of the api has a
 * hostile case at all.
 */

const prototypesAtStart = prototypeState();
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

it('has a hostile case for every /api route the routers declare, and none for a route that is gone', () => {
  expect(h.cases.map((c) => c.route).sort()).toEqual(h.routes);
  expect(h.routes.length).toBeGreaterThanOrEqual(33);
});

it('answers unknown /api paths and methods with a JSON 404', async () => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['PATCH', '/api/products'],
    ['DELETE', '/api/orders'],
    ['GET', '/api/%E0%A4%A'],
    ['GET', '/api/__proto__'],
    ['POST', '/api/constructor/prototype'],
  ] as const) {
    const res = await h.client.send({ method, path });
    expect([res.status, res.json]).toEqual([404, { message: API_MESSAGES.routeNotFound }]);
  }
});

describe('health and catalogue routes refuse hostile input', () => {
  for (const route of coveredRoutes('/api/health', '/api/ready', '/api/lessons', '/api/blog-posts', '/api/products', '/api/testimonials')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});

describe("browsers' failure reports refuse hostile input", () => {
  const route = 'POST /api/remote-failures';
  it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
});

describe('preview links (opening one, Exit preview) refuse hostile input', () => {
  for (const route of coveredRoutes('/api/preview')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});

it('leaves Object.prototype and the other shared prototypes untouched', () => {
  expect(prototypeState()).toEqual(prototypesAtStart);
  expect(inheritedMarkers()).toEqual({});
});
