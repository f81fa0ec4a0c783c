import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MARKETING_API, MARKETING_MAIL, MARKETING_MESSAGES, ONE_CLICK_UNSUBSCRIBE, ROUTES } from '@kingside/contracts';
import { ACCOUNT_API, BACK_OFFICE_API, versionEtag } from '@kingside/contracts/admin';
import request from 'supertest';
import { createApp } from '../app';
import { openDatabase } from '../database';
import type { Database } from '../shared/db/database';
import type { AppDeps } from '../shared/deps';
import { settleMail } from '../shared/mail/mailQueue';
import type { OutboxEntry } from '../shared/mail/mailer';
import { bearer, makeProduct, signedInAdmin, signedInMember, type TestProduct } from '../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../testing/testApp';
import { dropUnconfirmed, notifyRestocked, settleRestockNotices } from './backInStock';
import { signLink } from './signedLinks';

/*
 * Back in stock (issue 44 point 3), on SQLite and MariaDB: a member's "Notify me" in one press, a guest's only once the
 * link sent to the address is confirmed; exactly one e-mail when the product is restocked (by the back office, or by
 * any write the sweep then finds), however many sweeps run at once; the unsubscribe works without signing in, by a mail
 * client's one-click POST (RFC 8058) or the page's button, and the page alone changes nothing.
 */

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-bis-'));
let t: TestApp;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_DIR: outbox, PUBLIC_URL: 'http://shop.test' } });
  adminAuth = bearer((await signedInAdmin(t.db, t.config.adminEmail)).token);
}, 60_000);
afterAll(async () => {
  await settleRestockNotices(t.deps);
  await settleMail(t.deps);
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** Everything sent so far to `to`, oldest first. */
async function mailTo(to: string): Promise<OutboxEntry[]> {
  await settleRestockNotices(t.deps);
  await settleMail(t.deps);
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxEntry)
    .filter((entry) => entry.to === to);
}

/** The link of a mail's text that starts with `prefix`, as a path and query for supertest. */
function linkIn(entry: OutboxEntry, prefix: string): string {
  const found = new RegExp(`http://shop\\.test(${prefix.replace(/[?]/g, '\\?')}[^\\s]+)`).exec(entry.text);
  if (!found) throw new Error(`no ${prefix} link in:\n${entry.text}`);
  return found[1]!;
}

let sequence = 0;
const address = () => `Guest.${++sequence}.${Date.now().toString(36)}@Example.test`;
const soldOut = () => makeProduct(t.db, { stock: 0, price: 4200, name: `Sold-out Clock ${++sequence}` });

const notifyMe = (product: TestProduct, body: object, auth: Record<string, string> = {}) =>
  request(t.app).post(MARKETING_API.backInStock(product.id)).set(auth).send(body);

/** The back office's edit of a product's stock (If-Match: its current version). */
async function setStock(product: TestProduct, stock: number) {
  const current = await t.db.models.Product.findByPk(product.id);
  await request(t.app)
    .patch(BACK_OFFICE_API.item('products', product.id))
    .set(adminAuth)
    .set('If-Match', versionEtag(Number(current!.version)))
    .send({ stock })
    .expect(200);
}

const statusOf = async (productId: number, email: string) =>
  (await t.db.models.BackInStockRequest.findOne({ where: { productId, email: email.toLowerCase() } }))?.status;

describe('a guest’s Notify me', () => {
  it('sends a confirmation link, and mails nothing until the address is confirmed; then exactly one e-mail when restocked', async () => {
    const product = await soldOut();
    const email = address();
    const res = await notifyMe(product, { email }).expect(202);
    expect(res.body).toEqual({ state: 'confirm', message: MARKETING_MESSAGES.confirmationSent });
    expect(await statusOf(product.id, email)).toBe('pending');

    const [confirmation, ...others] = await mailTo(email.toLowerCase());
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe(MARKETING_MAIL.confirmSubject(product.name));
    const unsubscribe = linkIn(confirmation!, MARKETING_API.unsubscribe);
    expect(confirmation!.headers).toEqual({
      'List-Unsubscribe': `<http://shop.test${unsubscribe}>`,
      'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE,
    });

    // Restocked before the confirmation: nothing for an unconfirmed address.
    await setStock(product, 3);
    expect(await mailTo(email.toLowerCase())).toHaveLength(1);
    await setStock(product, 0);

    // The link's page changes nothing; its button confirms.
    const confirm = linkIn(confirmation!, MARKETING_API.confirm);
    const page = await request(t.app).get(confirm).set('Sec-Fetch-Mode', 'navigate').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(MARKETING_MESSAGES.confirmPrompt(product.name));
    expect(page.text).toContain(`<button type="submit">${MARKETING_MESSAGES.confirmButton}</button>`);
    expect(await statusOf(product.id, email)).toBe('pending');
    const done = await request(t.app).post(confirm).set('Sec-Fetch-Mode', 'navigate').type('form').send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain(MARKETING_MESSAGES.confirmed(product.name));
    expect(await statusOf(product.id, email)).toBe('active');
    // Confirmed twice: the same answer, nothing more.
    expect((await request(t.app).post(confirm).expect(200)).body).toEqual({ message: MARKETING_MESSAGES.confirmed(product.name) });

    await setStock(product, 5);
    const [, restocked, ...more] = await mailTo(email.toLowerCase());
    expect(more).toEqual([]);
    expect(restocked!.subject).toBe(MARKETING_MAIL.backInStockSubject(product.name));
    expect(restocked!.text).toContain(`http://shop.test${ROUTES.product(product.id)}`);
    expect(restocked!.text).toContain('$42.00');
    expect(restocked!.headers!['List-Unsubscribe-Post']).toBe(ONE_CLICK_UNSUBSCRIBE);
    expect(await statusOf(product.id, email)).toBe('notified');

    // The subscription ended: sold out and restocked again, no second e-mail.
    await setStock(product, 0);
    await setStock(product, 2);
    expect(await mailTo(email.toLowerCase())).toHaveLength(2);
  });

  it('answers every address alike and sends one confirmation per address and product within minutes', async () => {
    const product = await soldOut();
    const email = address();
    await notifyMe(product, { email }).expect(202);
    const again = await notifyMe(product, { email: `  ${email.toUpperCase()} ` }).expect(202);
    expect(again.body.message).toBe(MARKETING_MESSAGES.confirmationSent);
    expect(await mailTo(email.toLowerCase())).toHaveLength(1);
    expect(await t.db.models.BackInStockRequest.count({ where: { productId: product.id } })).toBe(1);
  });

  it('refuses what is not a request: no address, a bad one, an unknown field, a product in stock or unknown', async () => {
    const product = await soldOut();
    await notifyMe(product, {}).expect(400, { message: 'Please enter a valid email address' });
    await notifyMe(product, { email: 'not an address' }).expect(400, { message: 'Please enter a valid email address' });
    await notifyMe(product, { email: address(), extra: 1 }).expect(400, { message: 'Unknown field: extra' });
    const inStock = await makeProduct(t.db, { stock: 4 });
    await notifyMe(inStock, { email: address() }).expect(409, { message: MARKETING_MESSAGES.inStock });
    await request(t.app).post(MARKETING_API.backInStock(999_999)).send({ email: address() }).expect(404, { message: 'Product not found' });
    await request(t.app)
      .post(MARKETING_API.backInStock(product.id))
      .set('Authorization', `Bearer ${'x'.repeat(43)}`)
      .send({})
      .expect(401);
    expect(await t.db.models.BackInStockRequest.count({ where: { productId: product.id } })).toBe(0);
  });

  it('is dropped when not confirmed within the link’s life', async () => {
    const product = await soldOut();
    const email = address();
    await notifyMe(product, { email }).expect(202);
    const eightDays = new Date(Date.now() + 8 * 24 * 60 * 60_000);
    expect(await dropUnconfirmed(t.deps, new Date())).toBe(0);
    expect(await dropUnconfirmed(t.deps, eightDays)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(product.id, email)).toBeUndefined();
  });

  it('refuses links that are not the server’s, or expired: JSON to a script, a page to a browser', async () => {
    const product = await soldOut();
    const email = address();
    await notifyMe(product, { email }).expect(202);
    const id = Number((await t.db.models.BackInStockRequest.findOne({ where: { email: email.toLowerCase() } }))!.id);
    const forged = signLink('another key', { purpose: 'confirm', id }, 7);
    const expired = signLink(t.config.secretsKey, { purpose: 'confirm', id }, -1);
    const wrongPurpose = signLink(t.config.secretsKey, { purpose: 'bis', id }, 7);
    for (const token of [forged, expired, wrongPurpose, 'nonsense']) {
      await request(t.app)
        .post(`${MARKETING_API.confirm}?token=${encodeURIComponent(token)}`)
        .expect(400, { message: MARKETING_MESSAGES.confirmInvalid });
    }
    const page = await request(t.app).get(`${MARKETING_API.confirm}?token=${forged}`).set('Sec-Fetch-Mode', 'navigate').expect(400);
    expect(page.text).toContain(MARKETING_MESSAGES.confirmInvalid);
    expect(await statusOf(product.id, email)).toBe('pending');
  });
});

describe('a member’s Notify me', () => {
  it('is active in one press and mails once when a write anywhere restocks the product (the sweep finds it)', async () => {
    const product = await soldOut();
    const { user, token } = await signedInMember(t.db);
    const res = await notifyMe(product, {}, bearer(token)).expect(201);
    expect(res.body).toEqual({ state: 'subscribed', message: MARKETING_MESSAGES.subscribed });
    await notifyMe(product, {}, bearer(token)).expect(201);
    expect(await mailTo(user.email)).toEqual([]);

    // A write that announces nothing (another path, another tool): the timer's sweep finds it.
    await t.db.models.Product.update({ stock: 7 }, { where: { id: product.id } });
    expect(await notifyRestocked(t.deps)).toBe(1);
    expect(await notifyRestocked(t.deps)).toBe(0);
    const mails = await mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([MARKETING_MAIL.backInStockSubject(product.name)]);
  });

  it('mails each request once when two instances sweep at once', async () => {
    const second: Database = await openDatabase(t.config.databaseUrl, { poolMax: 5 });
    const other: AppDeps = { ...t.deps, db: second };
    try {
      const product = await soldOut();
      const members = await Promise.all([1, 2, 3, 4].map(() => signedInMember(t.db)));
      for (const { token } of members) await notifyMe(product, {}, bearer(token)).expect(201);
      // Each member's Notify me starts a run of this instance in the background (the product may be back already): it must
      // be over before the restock, or, still reading on a busy machine, it finds the restock and takes some of the four.
      await settleRestockNotices(t.deps);
      await t.db.models.Product.update({ stock: 2 }, { where: { id: product.id } });
      const [one, two] = await Promise.all([notifyRestocked(t.deps), notifyRestocked(other)]);
      expect(one + two).toBe(4);
      await settleMail(other);
      for (const { user } of members) expect(await mailTo(user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('an erased account', () => {
  it('takes its back-in-stock requests with it, as a member’s and by its address', async () => {
    const product = await soldOut();
    const { user, token } = await signedInMember(t.db);
    await notifyMe(product, {}, bearer(token)).expect(201);
    const other = await soldOut();
    await notifyMe(other, { email: user.email.toUpperCase() }).expect(202);
    await request(t.app).delete(ACCOUNT_API.user(user.id)).set(adminAuth).expect(204);
    expect(await t.db.models.BackInStockRequest.count({ where: { email: user.email } })).toBe(0);
  });
});

describe('the back-in-stock unsubscribe', () => {
  it('ends the address’s requests by a mail client’s one-click POST; the page alone changes nothing', async () => {
    const [first, second] = [await soldOut(), await soldOut()];
    const email = address();
    await notifyMe(first, { email }).expect(202);
    await notifyMe(second, { email }).expect(202);
    const [confirmFirst, confirmSecond] = await mailTo(email.toLowerCase());
    await request(t.app).post(linkIn(confirmFirst!, MARKETING_API.confirm)).expect(200);
    await request(t.app).post(linkIn(confirmSecond!, MARKETING_API.confirm)).expect(200);

    const unsubscribe = linkIn(confirmFirst!, MARKETING_API.unsubscribe);
    const page = await request(t.app).get(unsubscribe).set('Sec-Fetch-Mode', 'navigate').expect(200);
    expect(page.text).toContain(MARKETING_MESSAGES.unsubscribePrompt.backInStock);
    expect(page.text).toContain(`<button type="submit">${MARKETING_MESSAGES.unsubscribeButton}</button>`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(await statusOf(first.id, email)).toBe('active');

    // What a mail client sends (RFC 8058): a form-encoded POST to the List-Unsubscribe link, no cookie, no token of ours.
    const res = await request(t.app).post(unsubscribe).type('form').send(ONE_CLICK_UNSUBSCRIBE).expect(200);
    expect(res.body).toEqual({ message: MARKETING_MESSAGES.unsubscribed.backInStock });
    expect([await statusOf(first.id, email), await statusOf(second.id, email)]).toEqual(['unsubscribed', 'unsubscribed']);

    await setStock(first, 3);
    await setStock(second, 3);
    expect(await mailTo(email.toLowerCase())).toHaveLength(2);

    // The page's button, later: the same answer, as a page.
    const again = await request(t.app).post(unsubscribe).set('Sec-Fetch-Mode', 'navigate').type('form').send(ONE_CLICK_UNSUBSCRIBE);
    expect(again.status).toBe(200);
    expect(again.text).toContain(MARKETING_MESSAGES.unsubscribed.backInStock);
  });

  it('refuses a forged or expired unsubscribe link', async () => {
    for (const token of [
      signLink('another key', { purpose: 'bis', id: 1 }, 7),
      signLink(t.config.secretsKey, { purpose: 'bis', id: 1 }, -1),
    ]) {
      await request(t.app)
        .post(`${MARKETING_API.unsubscribe}?token=${encodeURIComponent(token)}`)
        .expect(400, { message: MARKETING_MESSAGES.unsubscribeInvalid });
      await request(t.app)
        .get(`${MARKETING_API.unsubscribe}?token=${encodeURIComponent(token)}`)
        .expect(400);
    }
  });
});

describe('the rate limit', () => {
  it('answers 429 past BACK_IN_STOCK_RATE_LIMIT requests per address per minute', async () => {
    const limited = createApp({ ...t.deps, config: { ...t.config, backInStockRateLimit: 2 } });
    const product = await soldOut();
    for (let i = 0; i < 2; i++) await request(limited).post(MARKETING_API.backInStock(product.id)).send({ email: address() }).expect(202);
    const refused = await request(limited).post(MARKETING_API.backInStock(product.id)).send({ email: address() }).expect(429);
    expect(refused.body).toEqual({ message: 'Too many requests. Please wait a minute and try again.' });
  });
});
