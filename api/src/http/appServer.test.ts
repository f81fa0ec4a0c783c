import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { listenApp } from './appServer';

describe('the api server (http/appServer.ts)', () => {
  it('makes requests and responses with the app’s own prototypes, before Express sees them, and Express works on them', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    app.use(express.json());
    app.post('/echo', (req, res) => {
      res.status(201).json({ body: req.body as unknown, ip: req.ip, secure: req.secure, type: req.get('content-type') });
    });
    app.get('/large', (_req, res) => {
      res.type('text/plain').send('x'.repeat(300_000));
    });
    const server = await listenApp(app, 0, '127.0.0.1');
    const atBirth: { req: unknown; res: unknown }[] = [];
    // Runs ahead of Express (prepended), so it sees the objects as the server made them.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      atBirth.push({ req: Object.getPrototypeOf(req), res: Object.getPrototypeOf(res) });
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const echoed = await fetch(`${base}/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ moves: ['e4'] }),
      });
      expect(echoed.status).toBe(201);
      expect(await echoed.json()).toEqual({ body: { moves: ['e4'] }, ip: '203.0.113.9', secure: false, type: 'application/json' });
      const large = await fetch(`${base}/large`);
      expect((await large.text()).length).toBe(300_000);
      expect(atBirth).toHaveLength(2);
      for (const prototypes of atBirth) expect(prototypes).toEqual({ req: app.request, res: app.response });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
