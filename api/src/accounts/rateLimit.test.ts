import { API } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { DEPLOYMENT_API, DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { authRateLimiter } from './rateLimit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(async () => t.close());

describe('per-address rate limit on the auth routes', () => {
  it('answers 429 with the message once the minute allowance is used, across sign-in, registration and verification', async () => {
    await request(t.app).post(API.login).send({ email: 'a@example.test', password: 'whatever-1' }).expect(401);
    await request(t.app).post(API.resendVerification).send({ email: 'a@example.test' }).expect(200);
    await request(t.app).get(`${API.verifyEmail}?token=x`).expect(302);

    for (const call of [
      request(t.app).post(API.login).send({ email: 'a@example.test', password: 'whatever-1' }),
      request(t.app).post(API.register).send({}),
      request(t.app).post(API.registerInitiative).send({}),
      request(t.app).post(API.resendVerification).send({ email: 'a@example.test' }),
      request(t.app).get(`${API.verifyEmail}?token=x`),
      request(t.app).get(API.github),
    ]) {
      const res = await call.expect(429);
      expect(res.body).toEqual({ message: API_MESSAGES.tooManyRequests });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('does not limit /me and /logout, which the site calls on every visit', async () => {
    for (let i = 0; i < 5; i += 1) {
      await request(t.app).get(API.me).expect(401);
      await request(t.app).post(API.logout).expect(401);
    }
  });

  it('is one limiter per app, shared by /api/auth and /api/admin', () => {
    expect(authRateLimiter(t.deps)).toBe(authRateLimiter(t.deps));
  });
});

describe('per-address rate limit on the public preview routes', () => {
  const navigation = { 'Sec-Fetch-Dest': 'document', Accept: 'text/html' };

  it('answers 429 once the minute allowance of openings and exits is used: a page for a browser, {message} for a script', async () => {
    // AUTH_RATE_LIMIT 3 between the two routes: a forged link, an exit, a forged link again.
    await request(t.app).get(`${DEPLOYMENT_API.previewOpen}?t=forged`).set(navigation).expect(404);
    await request(t.app).post(DEPLOYMENT_API.previewExit).type('form').send({ back: '/shop' }).expect(303);
    const last = await request(t.app).get(`${DEPLOYMENT_API.previewOpen}?t=forged`).expect(404);
    expect(last.body).toEqual({ message: DEPLOYMENT_MESSAGES.previewInvalid });

    const page = await request(t.app).get(`${DEPLOYMENT_API.previewOpen}?t=forged`).set(navigation).expect(429);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain(`<h1>${API_MESSAGES.tooManyRequests}</h1>`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);
    const json = await request(t.app).post(DEPLOYMENT_API.previewExit).type('form').send({ back: '/shop' }).expect(429);
    expect(json.body).toEqual({ message: API_MESSAGES.tooManyRequests });
  });
});
