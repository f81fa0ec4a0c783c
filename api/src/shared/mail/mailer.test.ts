import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@kingside/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import type { OutboxEntry } from './mailer';

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-outbox-'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { OUTBOX_DIR: outbox, PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('mail without SMTP_URL', () => {
  it('writes each mail to the outbox (.eml and .json) with a link a newcomer can click', async () => {
    await request(t.app)
      .post(API.register)
      .send({ firstName: 'Olga', lastName: 'Outbox', username: 'olga', email: 'olga@example.test', password: 'passed-pawn-d6' })
      .expect(201);
    const files = fs.readdirSync(outbox).sort();
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const json = files.filter((f) => f.endsWith('.json'));
    const eml = files.filter((f) => f.endsWith('.eml'));
    expect(json).toHaveLength(1);
    expect(eml).toEqual([json[0]!.replace(/json$/, 'eml')]);

    const entry = JSON.parse(fs.readFileSync(path.join(outbox, json[0]!), 'utf8')) as OutboxEntry;
    expect(entry.to).toBe('olga@example.test');
    expect(entry.subject).toBe('Verify your email address for Kingside Academy');
    expect(entry.text).toContain('Hello Olga,');
    const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[\w-]{43}/.exec(entry.text);
    expect(link).not.toBeNull();

    const raw = fs.readFileSync(path.join(outbox, eml[0]!), 'utf8');
    expect(raw).toMatch(/^To: olga@example\.test$/m);
    expect(raw).toMatch(/Content-Type: text\/html/);

    const url = new URL(link![0]);
    await request(t.app)
      .get(url.pathname + url.search)
      .expect(302)
      .expect('Location', '/auth?verified=1');
  });
});
