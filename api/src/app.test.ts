import request from 'supertest';
import { API_MESSAGES } from '@kingside/contracts/api';
import { createTestApp, type TestApp } from './testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

describe('the api skeleton', () => {
  it('answers /api/health and /api/ready', async () => {
    await request(t.app).get('/api/health').expect(200, { status: 'ok' });
    await request(t.app).get('/api/ready').expect(200, { status: 'ready' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(t.app).get('/api/no-such-thing').expect(404);
    expect(res.body).toEqual({ message: API_MESSAGES.routeNotFound });
  });

  it('refuses malformed JSON with 400 and a message', async () => {
    const res = await request(t.app).post('/api/cart').set('Content-Type', 'application/json').send('{"oops":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MESSAGES.malformedJson });
  });

  it('refuses bodies over 100 kB with 413', async () => {
    const res = await request(t.app)
      .post('/api/cart')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(110 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: API_MESSAGES.bodyTooLarge });
  });

  it('sends security headers and a request id, and no stack traces', async () => {
    const res = await request(t.app).get('/api/health');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/products'],
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/cart'],
  ] as const)('gives %s %s the JSON security headers, not the pages ones', async (method, path) => {
    const res = await request(t.app)[method === 'GET' ? 'get' : 'post'](path);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-dns-prefetch-control': 'off',
    });
  });

  it("keeps helmet's headers, the site's CSP among them, on everything outside /api", async () => {
    const res = await request(t.app).get('/images/no-such-image.png').expect(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});
