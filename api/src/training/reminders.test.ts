import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_LANDING, REMINDERS_LANDING, ROUTES } from '@kingside/contracts';
import { ACCOUNT_API } from '@kingside/contracts/admin';
import { REMINDER_MAIL, TRAINING_API } from '@kingside/contracts/training';
import request from 'supertest';
import { bearer, signedInAdmin, signedInMember } from '../testing/fixtures/orders';
import type { OutboxEntry } from '../shared/mail/mailer';
import { settleMail } from '../shared/mail/mailQueue';
import { createTestApp, type TestApp } from '../testing/testApp';
import { sendDueReminders } from './reminders';
import { addToDeck } from './deck';

/*
 * The daily reminder (docs/spec.md §7.15): only to members who opted in and have cards due, once per their own day,
 * from their morning, through the mail queue; its unsubscribe link works without signing in.
 */

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-reminder-outbox-'));
let t: TestApp;
let clock = Date.parse('2026-06-10T05:30:00Z'); // 07:30 in Berlin
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_DIR: outbox } });
  t.deps.now = () => new Date(clock);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const mails = (to: string) =>
  fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxEntry)
    .filter((entry) => entry.to === to);

async function remind(): Promise<void> {
  await sendDueReminders(t.deps);
  await settleMail(t.deps);
}

/** A member in Berlin with one card due, reminders as given. */
async function learner(reminders: boolean) {
  const { user, token } = await signedInMember(t.db);
  await request(t.app).put(TRAINING_API.summary).set(bearer(token)).send({ timeZone: 'Europe/Berlin', reminders }).expect(200);
  const puzzle = await t.db.models.Puzzle.findOne({ order: [['id', 'ASC']] });
  await addToDeck(t.db, { userId: user.id, puzzleId: Number(puzzle!.id), step: 0, grade: 'again', now: new Date(clock - 60_000) });
  return { user, token };
}

it('reminds a member who opted in, once a day, from their morning, with a link that unsubscribes without signing in', async () => {
  const { user } = await learner(true);
  const quiet = await learner(false);

  await remind();
  expect(mails(user.email)).toHaveLength(0); // 07:30 in Berlin: too early

  clock = Date.parse('2026-06-10T06:30:00Z'); // 08:30
  await remind();
  await remind();
  const [mail] = mails(user.email);
  expect(mails(user.email)).toHaveLength(1);
  expect(mails(quiet.user.email)).toHaveLength(0);
  expect(mail!.subject).toBe(REMINDER_MAIL.subject(1));
  expect(mail!.subject).toBe('1 position is due for review');
  expect(mail!.text).toContain(`${t.config.publicUrl}${ROUTES.trainReview}`);
  expect(mail!.text).toContain(REMINDER_MAIL.unsubscribe);

  clock += 24 * 60 * 60 * 1000; // the next morning: the card is still due
  await remind();
  expect(mails(user.email)).toHaveLength(2);

  const link = /https?:\/\/\S+reminders\/unsubscribe\?token=\S+/.exec(mail!.text)![0];
  const url = new URL(link);
  const landing = await request(t.app).get(`${url.pathname}${url.search}`).set('Accept', 'text/html').expect(302);
  expect(landing.headers.location).toBe(`${ROUTES.auth}?${AUTH_LANDING.remindersParam}=off`);
  expect((await t.db.models.TrainingProfile.findByPk(user.id))!.reminders).toBe(false);
  // Opened again (a link scanner, a second click): the same answer.
  expect((await request(t.app).get(`${url.pathname}${url.search}`).set('Accept', 'application/json').expect(200)).body).toEqual({
    message: REMINDERS_LANDING.off,
  });

  clock += 24 * 60 * 60 * 1000;
  await remind();
  expect(mails(user.email)).toHaveLength(2);
});

it('refuses an unsubscribe link that is not one', async () => {
  const landing = await request(t.app).get(`${TRAINING_API.unsubscribe}?token=nope`).set('Accept', 'text/html').expect(302);
  expect(landing.headers.location).toBe(`${ROUTES.auth}?${AUTH_LANDING.remindersParam}=invalid`);
  await request(t.app)
    .get(`${TRAINING_API.unsubscribe}?token=${'a'.repeat(43)}`)
    .set('Accept', 'application/json')
    .expect(400, { message: REMINDERS_LANDING.invalid });
});

it('never reminds an erased member', async () => {
  const { user } = await learner(true);
  const admin = await signedInAdmin(t.db, 'admin@test.example');
  await request(t.app).delete(ACCOUNT_API.user(user.id)).set(bearer(admin.token)).expect(204);
  const before = fs.readdirSync(outbox).length;
  clock += 24 * 60 * 60 * 1000;
  await remind();
  expect(fs.readdirSync(outbox)).toHaveLength(before);
});
