import querystring from 'node:querystring';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@kingside/contracts';
import { parseIfMatch } from '../../shared/http/preconditions';
import fc from 'fast-check';
import type { ObjectSchema } from 'joi';
import type { RouteKey } from './apiRoutes';
import {
  headerValue,
  hostileAuthorization,
  hostileKey,
  hostileQuery,
  hostileSegment,
  hostileString,
  hostileValue,
  jsonText,
  longString,
  nestedArrays,
  nestedObjects,
  noiseHeaders,
  POLLUTION_PAYLOAD,
  RawJson,
  unreadableContent,
  withOwnKey,
} from './hostileValues';
import { objectPathsOf, pathsOf, updateAt } from './jsonPaths';
import type { RawRequest } from './rawHttp';
import type { HostileContext, RouteCase } from './routeCases';

/**
 * What the api must do with a request:
 *  - refused: a 4xx with a JSON `{message}` (or the route's refusal redirect), and no change in the database;
 *  - harmless: anything but a 5xx (a 4xx still with its JSON message), and no change in the database.
 */
export type Expectation = 'refused' | 'harmless';

export interface HostileRequest extends RawRequest {
  /** what makes the request hostile, for the failure message */
  poison: string;
  expect: Expectation;
  /** poisons handled before routing (the JSON parser, unknown paths) never end in the route's redirect */
  beforeRoute?: boolean;
  /** the exact statuses allowed, when the poison decides it */
  statuses?: number[];
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
/** The api's body limit (app.ts); a route with a parser of its own says its own (RouteCase.bodyLimitBytes). */
const BODY_LIMIT_BYTES = 100 * 1024;

/** Body texts the JSON parser refuses, whatever the route. */
export const MALFORMED_JSON = [
  '{',
  '{"a":',
  "{'single':'quotes'}",
  '{"a":1,}',
  'NaN',
  'null',
  'true',
  '0',
  '"a string"',
  '\u0000',
  '{"a":"\\ud800"}garbage',
  '<xml/>',
  'a=1&b=2',
  '{"a":1}{"b":2}',
];

/** Well-formed JSON that is not an object: refused by every route that takes a body, ignored by the others. */
export const NON_OBJECT_JSON = [
  '[]',
  '[{}]',
  '[null]',
  nestedArrays(2000).text,
  nestedArrays(40_000).text,
  '[' + '{"__proto__":{}},'.repeat(50) + '{}]',
];

export function describeRequest(request: HostileRequest): string {
  const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${request.poison}: ${request.method} ${clip(request.path)} headers=${clip(JSON.stringify(request.headers ?? {}))} body=${clip(
    request.body ?? '',
  )}`;
}

/** fast-check prints counterexamples with this, so a 100 kB body does not flood the report. */
function printable(request: HostileRequest): HostileRequest {
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

function decodes(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What Express makes of a query string ('simple' parser: node:querystring). */
function parsedQuery(raw: string): Record<string, unknown> {
  return { ...querystring.parse(raw) };
}

function refusedBySchema(schema: ObjectSchema, text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return true;
  return schema.validate(value, { abortEarly: true, allowUnknown: false, convert: true }).error !== undefined;
}

/** Methods no route declares for this path, so they must end in the JSON 404. */
function unroutedMethods(route: RouteKey, all: readonly RouteKey[]): string[] {
  const [, path] = route.split(' ') as [string, string];
  const declared = new Set(all.filter((key) => key.split(' ')[1] === path).map((key) => key.split(' ')[0]));
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => !declared.has(method));
}

/**
 * All the hostile requests for one route: each carries exactly one poison (something that must make
 * the api refuse) plus noise (headers and, where the route ignores it, a query) that must not matter.
 */
export function hostileRequests(c: RouteCase, ctx: HostileContext, all: readonly RouteKey[]): fc.Arbitrary<HostileRequest> {
  const [method, pattern] = c.route.split(' ') as [string, string];
  const paramNames = Object.keys(c.params ?? {});
  const pathWith = (override: Record<string, string> = {}) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => override[name] ?? c.params![name]!.valid);
  const bodyLimit = c.bodyLimitBytes ?? BODY_LIMIT_BYTES;
  const validAuth = (): Record<string, string> =>
    c.auth ? { Authorization: `Bearer ${c.auth === 'admin' ? ctx.admin.token : ctx.member.token}` } : {};
  const validHeaders = (): Record<string, string> => ({
    ...validAuth(),
    ...(c.body ? JSON_TYPE : {}),
    ...(c.idempotencyKey ? { [IDEMPOTENCY_HEADER]: `hostile-${ctx.unique()}` } : {}),
    ...(c.ifMatch ? { 'If-Match': c.ifMatch } : {}),
  });
  const validBody = () => (c.body ? jsonText(c.body.base()) : undefined);
  const validQuery = c.query?.base ?? '';
  const routeRefusal: Pick<HostileRequest, 'expect'> = { expect: 'refused' };

  // Noise: extra headers always; a hostile query where the route does not read one.
  const noise = fc.record({
    headers: noiseHeaders,
    query: c.query ? fc.constant(validQuery) : fc.option(hostileQuery, { nil: validQuery, freq: 2 }),
  });

  const build = (
    poison: string,
    parts: Partial<Pick<HostileRequest, 'method' | 'path' | 'body' | 'statuses' | 'beforeRoute'>> & {
      query?: string;
      headers?: Record<string, string>;
      expect?: Expectation;
    },
  ) =>
    noise.map(({ headers, query }) => {
      const q = parts.query ?? query;
      return printable({
        poison,
        method: parts.method ?? method,
        path: `${parts.path ?? pathWith()}${q ? `?${q}` : ''}`,
        headers: { ...headers, ...validHeaders(), ...parts.headers },
        body: 'body' in parts ? parts.body : validBody(),
        expect: parts.expect ?? routeRefusal.expect,
        ...(parts.statuses ? { statuses: parts.statuses } : {}),
        ...(parts.beforeRoute ? { beforeRoute: true } : {}),
      });
    });

  // Weighted towards what the route itself reads: the parser and the router are the same for every route.
  const poisons: { arbitrary: fc.Arbitrary<HostileRequest>; weight: number }[] = [];
  const add = (weight: number, arbitrary: fc.Arbitrary<HostileRequest>) => poisons.push({ arbitrary, weight });

  // 1. A path parameter that names nothing (or cannot even be decoded).
  if (paramNames.length > 0) {
    add(
      5,
      fc
        .tuple(
          fc.constantFrom(...paramNames),
          hostileSegment.filter((s) => s.length > 0),
        )
        .filter(([name, segment]) => {
          const decoded = decodes(segment);
          return decoded === null || !c.params![name]!.accepts(decoded);
        })
        .chain(([name, segment]) => build(`path parameter ${name}`, { path: pathWith({ [name]: segment }) })),
    );
  }

  // 2. A body the route's schema refuses: a field replaced, removed or added, at any depth, or no object at all.
  if (c.body) {
    const { schema, base } = c.body;
    const sample = base();
    const paths = pathsOf(sample);
    const mutations: fc.Arbitrary<string>[] = [
      fc.constantFrom(...NON_OBJECT_JSON),
      fc
        .tuple(fc.constantFrom(...objectPathsOf(sample)), hostileKey, hostileValue)
        .map(([at, key, value]) => jsonText(updateAt(base(), at, (node) => withOwnKey(node as object, key, value)))),
    ];
    if (paths.length > 0) {
      mutations.push(
        fc.tuple(fc.constantFrom(...paths), hostileValue).map(([at, value]) => jsonText(updateAt(base(), at, () => value))),
        fc.tuple(fc.constantFrom(...paths), longString).map(([at, value]) => jsonText(updateAt(base(), at, () => value))),
        fc.constantFrom(...paths).map((at) => jsonText(updateAt(base(), at, () => undefined))),
      );
    }
    add(
      6,
      fc
        .oneof(...mutations)
        .filter((text) => refusedBySchema(schema, text))
        .chain((text) =>
          build('body refused by the schema', { body: text, ...(Buffer.byteLength(text) > bodyLimit ? { statuses: [413] } : {}) }),
        ),
    );
    // Sent as text/plain the body is not read at all: the route sees no fields.
    if (refusedBySchema(schema, '{}')) {
      add(
        1,
        fc.constant(null).chain(() => build('body not sent as JSON', { headers: { 'Content-Type': 'text/plain' } })),
      );
    }
    if (c.body.refused) {
      add(
        3,
        c.body.refused.chain((body) => build('body the rules refuse', { body: jsonText(body) })),
      );
    }
  }

  // 3. A body the JSON parser refuses: malformed, too large, unreadable. Every route, whatever its method.
  add(
    3,
    fc.oneof(
      fc
        .constantFrom(...MALFORMED_JSON)
        .chain((body) => build('malformed JSON', { body, headers: JSON_TYPE, statuses: [400], beforeRoute: true })),
      fc
        .tuple(fc.constantFrom(bodyLimit + 1, Math.max(250_000, bodyLimit + 1000)), hostileString)
        .map(([size, s]) => JSON.stringify({ padding: (s || 'x').repeat(Math.ceil(size / Math.max(1, s.length))) }))
        .chain((body) => build('body over the size limit', { body, headers: JSON_TYPE, statuses: [413], beforeRoute: true })),
      unreadableContent.chain((headers) =>
        build('unreadable body encoding', { body: validBody() ?? '{}', headers, statuses: [400, 415], beforeRoute: true }),
      ),
    ),
  );

  // 4. A bearer token that is missing, malformed, unknown, or of the wrong kind.
  if (c.auth) {
    // The other kind of token must not open the route either (logout revokes whatever token it is given).
    const wrongKind = c.tolerantAuth ? [] : [fc.constant(`Bearer ${c.auth === 'admin' ? ctx.member.token : ctx.admin.token}`)];
    add(
      4,
      fc.oneof(hostileAuthorization, fc.constant(''), ...wrongKind).chain((authorization) =>
        build(`authorization "${authorization.slice(0, 60)}"`, {
          headers: { Authorization: authorization },
          ...(c.tolerantAuth ? { expect: 'harmless' as const } : {}),
        }),
      ),
    );
  }

  // 5. A query the route reads and must refuse.
  if (c.query) {
    const { schema } = c.query;
    add(
      4,
      hostileQuery
        .filter((raw) => !schema || schema.validate(parsedQuery(raw), { allowUnknown: false, convert: true }).error !== undefined)
        .chain((query) => build('query', { query })),
    );
  }

  // 6. An Idempotency-Key that is not one.
  if (c.idempotencyKey) {
    add(
      3,
      fc
        .oneof(
          hostileString,
          longString.filter((s) => s.length < 4000),
        )
        // HTTP drops spaces and tabs around a header value: judge the key as the server will see it.
        .filter((key) => /^[\t\x20-\x7e\x80-\xff]*$/.test(key) && !IDEMPOTENCY_KEY_PATTERN.test(key.replace(/^[ \t]+|[ \t]+$/g, '')))
        .chain((key) => build('Idempotency-Key', { headers: { [IDEMPOTENCY_HEADER]: key }, statuses: [400] })),
    );
  }

  // 7. An If-Match that is missing, malformed, `*`, or names a version the record does not have.
  if (c.ifMatch) {
    const valid = parseIfMatch(c.ifMatch);
    const current = Array.isArray(valid) ? valid[0] : undefined;
    add(
      3,
      fc
        .oneof(fc.constantFrom('', '*', '"0"', '"2"', 'W/"2"', '"2", "3"', '1', '"1', "'1'", '"01"', '"1e0"', '"99999999999"'), headerValue)
        // HTTP drops spaces and tabs around a header value: judge it as the server will see it.
        .filter((value) => {
          let versions: ReturnType<typeof parseIfMatch>;
          try {
            versions = parseIfMatch(value);
          } catch {
            return true;
          }
          return !(Array.isArray(versions) && current !== undefined && versions.includes(current));
        })
        .chain((value) => build(`If-Match "${value.slice(0, 60)}"`, { headers: { 'If-Match': value }, statuses: [400, 412, 428] })),
    );
  }

  // 8. A path or a method no route has.
  add(
    1,
    hostileSegment
      .filter((s) => s.length > 0)
      .chain((segment) => build('unknown path', { path: `${pathWith()}/${segment}/x`, statuses: [404], beforeRoute: true })),
  );
  const methods = unroutedMethods(c.route, all);
  if (methods.length > 0) {
    add(
      1,
      fc.constantFrom(...methods).chain((other) => build(`method ${other}`, { method: other, statuses: [404], beforeRoute: true })),
    );
  }

  // 9. Noise alone, where the valid request changes nothing: hostile headers and queries must not matter.
  if (c.safe) add(3, build('noise only', { expect: 'harmless' }));

  return fc.oneof(...poisons);
}

/**
 * Requests every route gets, whatever the seed: deep nesting, a body over the limit, `__proto__` and
 * `constructor` pollution written as JSON text (JSON.parse makes them own keys), at the top and nested.
 */
export function fixedRequests(c: RouteCase, ctx: HostileContext): HostileRequest[] {
  const [method, pattern] = c.route.split(' ') as [string, string];
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => c.params![name]!.valid) + (c.query?.base ? `?${c.query.base}` : '');
  const auth: Record<string, string> = c.auth ? { Authorization: `Bearer ${c.auth === 'admin' ? ctx.admin.token : ctx.member.token}` } : {};
  const key = (): Record<string, string> => ({
    ...(c.idempotencyKey ? { [IDEMPOTENCY_HEADER]: `fixed-${ctx.unique()}` } : {}),
    ...(c.ifMatch ? { 'If-Match': c.ifMatch } : {}),
  });
  const request = (poison: string, body: string, extra: Partial<HostileRequest> = {}): HostileRequest =>
    printable({
      poison,
      method,
      path,
      headers: { ...JSON_TYPE, ...auth, ...key() },
      body,
      // A route without a body ignores a well-formed one: it must only not fail.
      expect: c.body ? 'refused' : 'harmless',
      ...extra,
    });
  const base = c.body?.base() ?? {};
  const pollute = (at: object, key: string) => withOwnKey(at, key, POLLUTION_PAYLOAD);
  const requests = [
    request('2,000 nested arrays', nestedArrays(2000).text),
    request('2,000 nested objects in a field', jsonText({ ...base, hostile: nestedObjects(2000) })),
    request('100 kB string', jsonText({ ...base, hostile: 'x'.repeat(c.bodyLimitBytes ?? BODY_LIMIT_BYTES) }), {
      expect: 'refused',
      statuses: [413],
      beforeRoute: true,
    }),
    request('malformed JSON', '{"a":', { expect: 'refused', statuses: [400], beforeRoute: true }),
    request('own __proto__ key (JSON text)', `{"__proto__":${JSON.stringify(POLLUTION_PAYLOAD)},"hostile":1}`),
    request('constructor.prototype', jsonText({ ...base, constructor: { prototype: POLLUTION_PAYLOAD } })),
    request('NaN and 1e400 as numbers', jsonText({ ...base, hostile: [new RawJson('1e400'), 'NaN', new RawJson('-0')] })),
  ];
  // A route that acts without a body (DELETE, logout) would act on the others: it gets the parser's refusals.
  if (!c.body && !c.safe) return requests.filter((r) => r.beforeRoute);
  if (c.body) {
    // Nested pollution inside every object of a valid body (items[0] of an order...).
    for (const at of objectPathsOf(base).filter((p) => p.length > 0)) {
      requests.push(
        request(`constructor key at ${at.join('.')}`, jsonText(updateAt(base, at, (node) => pollute(node as object, 'constructor')))),
        request(`prototype key at ${at.join('.')}`, jsonText(updateAt(base, at, (node) => pollute(node as object, 'prototype')))),
      );
    }
  }
  return requests;
}
