import { API } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
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
