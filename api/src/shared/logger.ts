import pino, { stdSerializers, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/**
 * Query parameters whose values are secrets: a verification or reset token, OAuth's code and state, a preview
 * link's `t` (deployments/previewLinks.ts), and anything named like a secret, password or key. The database stores
 * such tokens hashed; a log line holding the clear value would undo that.
 */
const SECRET_PARAMETER = /^(?:token|code|state|t)$|secret|password|key/i;
const REDACTED = '[redacted]';

function secretName(name: string): boolean {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // A malformed escape: judge the name as written.
  }
  return SECRET_PARAMETER.test(decoded);
}

function redactParameters(list: string): string {
  return list
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && secretName(name) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * A URL (or path) with the value of every secret parameter replaced, in its query and in a fragment made
 * of parameters (a sign-in's landing hands its token over as `#token=…`); everything else as it came.
 */
export function redactUrl(url: string): string {
  const hashStart = url.indexOf('#');
  const beforeHash = hashStart === -1 ? url : url.slice(0, hashStart);
  const queryStart = beforeHash.indexOf('?');
  const path =
    queryStart === -1 ? beforeHash : `${beforeHash.slice(0, queryStart + 1)}${redactParameters(beforeHash.slice(queryStart + 1))}`;
  return hashStart === -1 ? path : `${path}#${redactParameters(url.slice(hashStart + 1))}`;
}

function redactQueryObject<T>(query: T): T {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, secretName(name) ? REDACTED : value])) as T;
}

/**
 * pino's request serializer, with secrets taken out of the URL, the parsed query and the Referer (a page
 * opened from a link with a token sends that link as its Referer). Done here, in the serializer, so that
 * no line that logs a request can forget it.
 */
function serializeRequest(req: Parameters<typeof stdSerializers.req>[0]) {
  const serialized = stdSerializers.req(req) as ReturnType<typeof stdSerializers.req> & { query?: unknown };
  serialized.url = redactUrl(serialized.url);
  if ('query' in serialized) serialized.query = redactQueryObject(serialized.query);
  const referer = serialized.headers?.referer;
  if (typeof referer === 'string') serialized.headers = { ...serialized.headers, referer: redactUrl(referer) };
  return serialized;
}

/** pino's response serializer, with secrets taken out of a redirect's Location (OAuth's state, a landing's token). */
function serializeResponse(res: Parameters<typeof stdSerializers.res>[0]) {
  const serialized = stdSerializers.res(res);
  const location = serialized.headers?.location;
  if (typeof location === 'string') serialized.headers = { ...serialized.headers, location: redactUrl(location) };
  return serialized;
}

export type LogFormat = 'json' | 'pretty';

interface RequestLine {
  msg?: string;
  req?: { method?: string; url?: string; id?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line at a terminal: method, path, status, duration and request id (no headers). */
function messageFormat(log: Record<string, unknown>, messageKey: string): string {
  const line = log as RequestLine;
  if (line.req && line.res && typeof line.responseTime === 'number') {
    return `${line.req.method} ${line.req.url} ${line.res.statusCode} ${line.responseTime} ms ${line.req.id}`;
  }
  return String(log[messageKey] ?? '');
}

/**
 * A stream that writes one short, coloured line per entry for a person at a terminal (pino-pretty, in
 * process, so a line is never lost on exit); request lines drop the request and response objects, other
 * entries keep their fields (an error's stack, a port).
 */
export function prettyStream(destination: NodeJS.WritableStream = process.stdout): DestinationStream {
  return pretty({
    destination,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,req,res,responseTime',
    messageFormat,
    colorize: destination === process.stdout ? process.stdout.isTTY === true : false,
    sync: true,
  });
}

/**
 * Logs, on stdout unless a test passes its own `destination`: JSON (for a log shipper) by default, short
 * lines with `format: 'pretty'`. Credentials never reach them: auth headers, cookies, passwords and
 * secret parameters of URLs are redacted.
 */
export function createLogger(level: string, destination?: DestinationStream, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
    serializers: { req: serializeRequest, res: serializeResponse, err: stdSerializers.err },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.twoFactorSecret',
        '*.twoFactorCode',
      ],
      censor: REDACTED,
    },
  };
  if (format === 'pretty') return pino(options, destination ?? prettyStream());
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger };
