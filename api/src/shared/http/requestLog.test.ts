import request from 'supertest';
import { API_MESSAGES } from '@kingside/contracts/api';
import type { Express } from 'express';
import { createApp } from '../../app';
import { invalidateCatalogue } from '../../catalogue/responseCache';
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { createLogger, prettyStream } from '../logger';
import { createTestApp, type TestApp } from '../../testing/testApp';

interface Line {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string; headers: Record<string, string> };
  res?: { statusCode: number; headers: Record<string, unknown> };
  responseTime?: number;
  err?: { message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

/** An app over the suite's database whose log lines land in `lines` (pino writes synchronously). */
function appLoggingAt(level: string): { app: Express; lines: Line[] } {
  const lines: Line[] = [];
  const logger = createLogger(level, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  return { app: createApp({ ...t.deps, logger }), lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it.each(['/api/products', '/api/health', '/api/no-such-thing', '/images/no-such-image.png'])(
    '%s echoes a valid incoming X-Request-Id and otherwise makes one',
    async (path) => {
      const { app } = appLoggingAt('silent');
      const echoed = await request(app).get(path).set('X-Request-Id', 'lb-0123_abc');
      expect(echoed.headers['x-request-id']).toBe('lb-0123_abc');
      const fresh = await request(app).get(path);
      expect(fresh.headers['x-request-id']).toMatch(UUID);
    },
  );

  it.each(['x'.repeat(65), 'has space', 'a,b', '<script>', ''])('replaces the invalid incoming id %p', async (incoming) => {
    const { app } = appLoggingAt('silent');
    const res = await request(app).get('/api/products').set('X-Request-Id', incoming);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});

describe('request logs', () => {
  it('logs each /api request once when it completes, under its id, with credentials redacted', async () => {
    const { app, lines } = appLoggingAt('info');
    const res = await request(app)
      .get('/api/products')
      .set('X-Request-Id', 'trace-1')
      .set('Authorization', 'Bearer secret-token')
      .set('Cookie', 'kingside.sid=secret')
      .expect(200);
    await request(app).get('/api/lessons/9999').expect(404);
    expect(res.headers['x-request-id']).toBe('trace-1');
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => [line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      ['GET', '/api/products', 200],
      ['GET', '/api/lessons/9999', 404],
    ]);
    const [first] = completed;
    expect(first!.req!.id).toBe('trace-1');
    expect(first!.req!.headers.authorization).toBe('[redacted]');
    expect(first!.req!.headers.cookie).toBe('[redacted]');
    expect(typeof first!.responseTime).toBe('number');
    expect(first!.level).toBe(30);
  });

  it('does not log the site or its images, only /api', async () => {
    const { app, lines } = appLoggingAt('info');
    await request(app).get('/images/no-such-image.png').expect(404);
    await request(app).get('/api/health').expect(200);
    expect(lines.map((line) => line.req?.url)).toEqual(['/api/health']);
  });

  it('writes nothing for answered requests when the level is above info', async () => {
    const { app, lines } = appLoggingAt('warn');
    await request(app).get('/api/products').expect(200);
    await request(app).get('/api/products/1000').expect(404);
    await request(app).get('/api/lessons/level/expert').expect(400);
    expect(lines).toEqual([]);
  });

  it('logs a failure of a catalogue read (the path ahead of the other middleware) under its request id', async () => {
    const { app, lines } = appLoggingAt('warn');
    invalidateCatalogue(t.db);
    const findAll = jest.spyOn(t.db.models.Testimonial, 'findAll').mockRejectedValueOnce(new Error('boom'));
    try {
      const res = await request(app).get('/api/testimonials').set('X-Request-Id', 'trace-500').expect(500);
      expect(res.body).toEqual({ message: API_MESSAGES.internalError });
      expect(res.headers['x-request-id']).toBe('trace-500');
    } finally {
      findAll.mockRestore();
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'unhandled error',
      req: { id: 'trace-500', url: '/api/testimonials' },
      err: { message: 'boom' },
    });
    // The next read loads again (a failed load is not kept).
    await request(app).get('/api/testimonials').expect(200);
  });
});

describe('logs for a person at a terminal', () => {
  it('writes one short line per request (time, method, path, status, duration, id) and no headers', async () => {
    const chunks: string[] = [];
    const terminal = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString());
        done();
      },
    });
    const app = createApp({ ...t.deps, logger: createLogger('info', prettyStream(terminal), 'pretty') });
    await request(app)
      .get('/api/products?token=abc')
      .set('X-Request-Id', 'pretty-1')
      .set('Authorization', 'Bearer secret-token')
      .expect(200);
    await request(app).get('/api/lessons/9999').set('X-Request-Id', 'pretty-2').expect(404);
    const lines = chunks.join('').trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/products\?token=\[redacted\] 200 \d+ ms pretty-1$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/lessons\/9999 404 \d+ ms pretty-2$/),
    ]);
  });

  it('is chosen by LOG_FORMAT, else by whether stdout is a terminal', () => {
    const base = { NODE_ENV: 'test', SECRETS_KEY: 'a'.repeat(64) };
    expect(loadConfig(base, true).logFormat).toBe('pretty');
    expect(loadConfig(base, false).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(loadConfig({ ...base, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'colour' }, true)).toThrow('LOG_FORMAT must be json or pretty, got "colour"');
  });
});
