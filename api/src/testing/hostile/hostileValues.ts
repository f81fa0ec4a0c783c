import fc from 'fast-check';

/*
 * The raw material of the hostile-input tests: values an attacker, a broken client or a fuzzer sends.
 * Everything here is plain data; which route gets what is decided in routeCases.ts.
 */

/** A JSON token written into the request text exactly as given (`-0`, `1e400`, 2,000 nested arrays...). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * JSON text of a value, keeping what JSON.stringify would lose: RawJson tokens stay as written, and own
 * `__proto__` keys are written like any other key (JSON.parse on the server turns them back into own keys).
 */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${jsonText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** An object literal with an OWN `__proto__` (or any) key, as JSON.parse would build it. */
export function withOwnKey<T extends object>(base: T, key: string, value: unknown): T {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; DELETE FROM orders',
  '" OR ""="',
  "1' UNION SELECT password, email FROM users --",
  "admin'--",
  "'); UPDATE users SET role='admin' WHERE '1'='1",
  '1 AND SLEEP(5)',
  "%' AND 1=1 --",
  '\\x27; SELECT 1; --',
];

export const SCRIPT_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg/onload=alert(document.cookie)>',
  "{{constructor.constructor('alert(1)')()}}",
  '${process.exit(1)}',
  '../../../../etc/passwd',
];

export const UNICODE_FRAGMENTS = [
  '♚👑🏳️‍🌈',
  '\u202Eevil\u202C', // right-to-left override
  'مرحبا بالعالم',
  'שלום',
  'Z̷̢͉a̸l̶g̵o̴',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u200B\u200D',
  '\uD800', // lone surrogates
  '\uDFFF',
  'İıſK', // case mappings that change length
  'ｆｕｌｌｗｉｄｔｈ',
  '\r\n\t',
];

/** Keys that pollute prototypes, or try to set fields the caller does not own. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '__defineGetter__',
  '$where',
  '$gt',
  'role',
  'isVerified',
  'id',
  'isAdmin',
  'twoFactorSecret',
  '',
  ' ',
  'a.b',
  'items[0]',
  "'; DROP TABLE carts; --",
  '<script>',
  '👑',
];

/** What a pollution attempt puts under its key: if it ever lands on Object.prototype, the check sees it. */
export const POLLUTION_PAYLOAD = { hostilePolluted: 'yes', role: 'admin', isAdmin: true, status: 'shipped' };

/** Number tokens that break naive integer handling, written raw so the server sees exactly them. */
export const NUMBER_TOKENS = [
  '1e308',
  '-1e308',
  '1e400', // Infinity after JSON.parse
  '-1e400',
  '-0',
  '0',
  '-1',
  '0.5',
  '1.0000000000000002',
  '9007199254740992', // 2 ** 53
  '9007199254740993', // 2 ** 53 + 1: not representable
  '-9007199254740993',
  '2147483647',
  '2147483648',
  '4294967296',
  '123456789012345678901234567890',
  '5e-324',
  '1e-400',
];

/** Numbers in strings: "NaN", "Infinity", hex, padded... (strict number fields must refuse them all). */
export const NUMERIC_STRINGS = ['NaN', 'Infinity', '-Infinity', '1', '0x10', ' 1', '1e2', '1_000', '٣', '+1', '01', ''];

/** Deeply nested JSON written as text, so building it costs nothing and no serializer recurses. */
export const nestedArrays = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
export const nestedObjects = (depth: number, key = 'a') => new RawJson(`${`{"${key}":`.repeat(depth)}null${'}'.repeat(depth)}`);

/** Strings over every limit the api has (the largest goes past the 100 kB body limit on its own). */
export const LONG_LENGTHS = [31, 101, 201, 255, 501, 1025, 5001, 20_000, 100_001];

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) becomes its three WTF-8 bytes:
 * what a careless client would send, and not valid UTF-8 for the server to decode.
 */
export function percentEncode(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[^\uD800-\uDFFF]+|[\uD800-\uDBFF][\uDC00-\uDFFF]/g,
    (part) => {
      const unit = part.charCodeAt(0);
      if (part.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
        return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(part);
    },
  );
}

const fragment = fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS, ...UNICODE_FRAGMENTS);

/** A hostile string: fragments, random unicode, or mixes of both. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fragment, weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.array(fragment, { minLength: 2, maxLength: 4 }).map((parts) => parts.join(' ')), weight: 1 },
  { arbitrary: fc.constantFrom(...NUMERIC_STRINGS), weight: 1 },
);

/** Long strings, mostly cheap repetitions (the size matters, not the content). */
export const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...LONG_LENGTHS), fc.constantFrom('a', 'é', '👑', "'", '<', '\u0000'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, Math.max(length, 1)));

/** Any JSON value of the wrong shape: wrong types, raw numbers, deep nesting, pollution objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: longString, weight: 1 },
  { arbitrary: fc.constantFrom(...NUMBER_TOKENS).map((token) => new RawJson(token)), weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [1], { a: 1 }, [null], ['x']), weight: 2 },
  { arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(2, 50, 2000).map(nestedArrays), weight: 1 },
  { arbitrary: fc.constantFrom(2, 50, 2000).map((depth) => nestedObjects(depth)), weight: 1 },
  { arbitrary: fc.constantFrom(...HOSTILE_KEYS).map((key) => withOwnKey({}, key, POLLUTION_PAYLOAD)), weight: 1 },
  { arbitrary: fc.constant({ constructor: { prototype: POLLUTION_PAYLOAD } }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_KEYS), weight: 3 },
  { arbitrary: hostileString, weight: 1 },
);

/**
 * A path segment as a browser or a script could send it: already percent-encoded, or raw and malformed
 * (`%E0%A4%A`, a lone `%`), traversal, or numbers that are not quite ids.
 */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%2F',
      '..',
      '%2e%2e',
      '..%2F..%2Fetc%2Fpasswd',
      'NaN',
      'Infinity',
      '-1',
      '0',
      '-0',
      '01',
      '+1',
      '1.0',
      '1e3',
      '0x1',
      '1%20',
      '999',
      '2147483647',
      '2147483648',
      '9007199254740993',
      '1'.repeat(400),
      'constructor',
      '__proto__',
      'prototype',
      'toString',
    ),
    weight: 3,
  },
  { arbitrary: hostileString.map(percentEncode), weight: 3 },
  // Long, but inside Node's 16 kB limit for the request line and headers (beyond it Node answers 431 itself).
  { arbitrary: longString.map(percentEncode).filter((s) => s.length <= 4000), weight: 1 },
);

/** A raw query string (without "?"), with repeated keys, bracket syntax, pollution keys and bad escapes. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          '__proto__',
          '__proto__[polluted]',
          'constructor[prototype][polluted]',
          'a[b]',
          'a[]',
          'limit',
          'offset',
          'token',
          'code',
          'state',
          'error',
          'initiativeMember',
          'category',
          '',
        ),
        hostileString.map(percentEncode),
      ),
      fc.oneof(hostileString.map(percentEncode), fc.constantFrom('%', '%E0%A4%A', '', '1', '-1', '1e308', 'true')),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

/** Header values Node's HTTP client can send (Latin-1, no control characters but tab). */
export const headerValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength: 60,
  }),
  fc.constantFrom(...SQL_FRAGMENTS, ...SCRIPT_FRAGMENTS.filter((s) => !s.includes('\n'))),
  fc.constantFrom(1000, 2000).map((length) => 'x'.repeat(length)),
);

/** A Bearer token shaped like ours (43 base64url characters) but unknown to the server. */
export const unknownToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

/** Authorization headers that must not authenticate anybody. */
export const hostileAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Bearer undefined', 'Basic YWRtaW46YWRtaW4=', 'Bearer a b', 'bearer  '),
  headerValue.map((value) => `Bearer ${value}`),
  headerValue,
  unknownToken.map((token) => `Bearer ${token}`),
  unknownToken.map((token) => `Bearer ${token}${token}`),
);

/**
 * Headers that must not change what a request means (the api ignores or tolerates them): request ids,
 * cookies, negotiation, forwarding, conditional requests, and names such as `__proto__`.
 */
export const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'X-Request-Id',
        'Cookie',
        'Accept',
        'Accept-Language',
        'Accept-Encoding',
        'User-Agent',
        'Referer',
        'Origin',
        'X-Forwarded-For',
        'X-Forwarded-Host',
        'X-Forwarded-Proto',
        'If-None-Match',
        'If-Modified-Since',
        'Range',
        '__proto__',
        'constructor',
        'X-HTTP-Method-Override',
      ),
      fc.oneof(
        headerValue,
        fc.constantFrom(
          'kingside.sid=s%3Aforged.signature',
          'kingside.sid=' + 'a'.repeat(500),
          '*/*',
          'text/html',
          'gzip, br',
          '127.0.0.1, ::1',
        ),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => {
    const headers: Record<string, string> = {};
    // Own properties even for "__proto__": Node's client sends whatever names the object has.
    for (const [name, value] of pairs)
      Object.defineProperty(headers, name, { value, enumerable: true, writable: true, configurable: true });
    return headers;
  });

/**
 * Content headers that make the body unreadable whatever it holds: each is refused by the JSON parser
 * (unsupported charset or encoding, a "compressed" body that is not) with a 4xx.
 */
export const unreadableContent: fc.Arbitrary<Record<string, string>> = fc.constantFrom<Record<string, string>>(
  { 'Content-Type': 'application/json; charset=latin1' },
  { 'Content-Type': 'application/json; charset=utf-16le' },
  { 'Content-Type': 'application/json', 'Content-Encoding': 'x-hostile' },
  { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
  { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
  { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
);
