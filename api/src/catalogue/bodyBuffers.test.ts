import { EventEmitter } from 'node:events';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BodyBuffers } from './bodyBuffers';

/*
 * The buffers a page's body is gathered into (catalogue/bodyBuffers.ts, docs/architecture.md §10.12): one body from its
 * chunks, and a buffer reused only once the socket has taken all of it.
 */

/** Records what it was ended with; finishes or closes when the test says so. */
class RecordedResponse extends EventEmitter {
  body: Buffer | undefined;
  end(body: Buffer) {
    this.body = body;
    return this;
  }
}
const response = () => new RecordedResponse() as RecordedResponse & ServerResponse;
const chunks = (...texts: string[]) => texts.map((text) => Buffer.from(text));

it('ends a response with its chunks as one body, and reuses a buffer once its response has finished', () => {
  const buffers = new BodyBuffers(64, 2);
  const first = response();
  expect(buffers.end(first, chunks('[', '{"id":1}', ',{"id":2}', ']'), 19)).toBe(true);
  expect(first.body!.toString()).toBe('[{"id":1},{"id":2}]');
  // The first response has not finished: the second body gets another buffer.
  const second = response();
  buffers.end(second, chunks('[', ']'), 2);
  expect(second.body!.toString()).toBe('[]');
  expect(second.body!.buffer).not.toBe(first.body!.buffer);
  first.emit('finish');
  expect(buffers.available).toBe(1);
  const third = response();
  buffers.end(third, chunks('[', '3', ']'), 3);
  expect(third.body!.buffer).toBe(first.body!.buffer);
  expect(third.body!.toString()).toBe('[3]');
  expect(buffers.available).toBe(0);
});

it('never reuses the buffer of a response closed before it finished, and keeps at most its bound', () => {
  const buffers = new BodyBuffers(64, 2);
  const closed = response();
  buffers.end(closed, chunks('[', ']'), 2);
  closed.emit('close');
  expect(buffers.available).toBe(0);
  const finished = [response(), response(), response()];
  for (const res of finished) buffers.end(res, chunks('[', ']'), 2);
  for (const res of finished) res.emit('finish');
  expect(buffers.available).toBe(2);
});

it('leaves a body longer than its buffers to the caller, writing nothing', () => {
  const buffers = new BodyBuffers(4, 2);
  const res = response();
  expect(buffers.end(res, chunks('[', '{"id":1}', ']'), 10)).toBe(false);
  expect(res.body).toBeUndefined();
  expect(res.listenerCount('finish')).toBe(0);
});

it('keeps a body the socket has not yet taken whole from the next response, over a real connection', async () => {
  // Bodies larger than the kernel's socket buffers, so a slow reader leaves the first write under way.
  const size = 16 * 1024 * 1024;
  const buffers = new BodyBuffers(size, 1);
  let ended!: () => void;
  const firstEnded = new Promise<void>((resolve) => (ended = resolve));
  const server = http.createServer((req, res) => {
    const fill = Number(req.url!.slice(1));
    buffers.end(res, [Buffer.alloc(size / 2, fill), Buffer.alloc(size / 2, fill)], size);
    if (fill === 1) ended();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ maxSockets: 2 });
  const get = (fill: number, paused: boolean) =>
    new Promise<{ body: Promise<Buffer>; resume: () => void }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: `/${fill}`, agent }, (res) => {
          const parts: Buffer[] = [];
          const body = new Promise<Buffer>((done) => res.on('end', () => done(Buffer.concat(parts))));
          res.on('data', (part: Buffer) => parts.push(part));
          if (paused) res.pause();
          resolve({ body, resume: () => res.resume() });
        })
        .on('error', reject);
    });
  try {
    const slow = await get(1, true);
    await firstEnded;
    const fast = await get(2, false);
    expect((await fast.body).equals(Buffer.alloc(size, 2))).toBe(true);
    slow.resume();
    expect((await slow.body).equals(Buffer.alloc(size, 1))).toBe(true);
    expect(buffers.available).toBe(1);
  } finally {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  }
});
