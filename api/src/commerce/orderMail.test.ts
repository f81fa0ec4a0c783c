import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, ORDER_API, ORDER_MAIL, type OrderResponse } from '@kingside/contracts';
import request from 'supertest';
import { startSmtpCapture, type SmtpCapture } from '../testing/standIns/smtpCapture';
import { bearer, makeProduct, orderBody, signedInAdmin, type TestProduct } from '../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../testing/testApp';
import type { OutboxEntry } from '../shared/mail/mailer';
import { drainMailQueue, MAIL_RETRY, retryDelayMs, settleMail, startMailQueue } from '../shared/mail/mailQueue';

/*
 * The e-mails after an order (issue 17): the confirmation once it is placed, the shipping notice once it is
 * marked shipped, through the outbox without SMTP_URL and through SMTP with it. A failed send never fails
 * the order or the change of status: the mail stays queued and is sent by a later drain.
 */

const MINUTE = 60_000;

describe('without SMTP_URL: the outbox', () => {
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-order-outbox-'));
  let t: TestApp;
  let board: TestProduct;
  let clock: TestProduct;

  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOX_DIR: outbox } });
    board = await makeProduct(t.db, { stock: 100, price: 2500, name: 'Walnut & Maple <Board>' });
    clock = await makeProduct(t.db, { stock: 100, price: 1999, name: 'Blitz Clock' });
  }, 60_000);
  afterAll(async () => {
    await settleMail(t.deps);
    await t.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const entries = () =>
    fs
      .readdirSync(outbox)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file, entry: JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxEntry }));
  const mailWithSubject = (subject: string) => {
    const found = entries().filter(({ entry }) => entry.subject === subject);
    expect(found).toHaveLength(1);
    const { file, entry } = found[0]!;
    return { entry, eml: fs.readFileSync(path.join(outbox, file.replace(/json$/, 'eml')), 'utf8') };
  };

  it('confirms an order to the customer: number, lines, subtotal, shipping and total, in text and HTML', async () => {
    const payload = orderBody(
      [
        { product: board, quantity: 1 },
        { product: clock, quantity: 1 },
      ],
      { customerName: 'Ada <Lovelace>', customerEmail: 'ada.mail@example.com', customerAddress: '12 Analytical Row\nLondon' },
    );
    const order = (await request(t.app).post(API.orders).send(payload).expect(201)).body as OrderResponse;
    await settleMail(t.deps);
    const { entry, eml } = mailWithSubject(ORDER_MAIL.confirmationSubject(order.id));
    expect(entry.subject).toBe(`Your Kingside Academy order #${order.id}`);
    expect(entry.to).toBe('ada.mail@example.com');
    expect(entry.text).toContain('Hello Ada <Lovelace>,');
    expect(entry.text).toContain(`Order #${order.id}, placed on `);
    expect(entry.text).toContain('1 × Walnut & Maple <Board> at $25.00: $25.00');
    expect(entry.text).toContain('1 × Blitz Clock at $19.99: $19.99');
    expect(entry.text).toContain('Subtotal: $44.99');
    expect(entry.text).toContain('Shipping: $9.99');
    expect(entry.text).toContain('Total: $54.98');
    expect(entry.text).toContain('12 Analytical Row\nLondon');
    // The HTML part: the customer's and the product's text escaped, never markup.
    expect(eml).toMatch(/Content-Type: text\/html/);
    const html = eml
      .split(/Content-Type: text\/html/)[1]!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(html).toContain('Ada &lt;Lovelace&gt;');
    expect(html).toContain('Walnut &amp; Maple &lt;Board&gt;');
    expect(html).not.toContain('<Board>');
    // Sent: nothing is left in the queue.
    expect(await t.db.models.MailQueue.count()).toBe(0);
  });

  it('says "Free" shipping from $50', async () => {
    const order = (
      await request(t.app)
        .post(API.orders)
        .send(orderBody([{ product: board, quantity: 2 }]))
        .expect(201)
    ).body as OrderResponse;
    await settleMail(t.deps);
    const { entry } = mailWithSubject(ORDER_MAIL.confirmationSubject(order.id));
    expect(entry.text).toContain('Shipping: Free');
    expect(entry.text).toContain('Total: $50.00');
  });

  it('tells the customer when the order has shipped (and only then), without the internal note', async () => {
    const admin = await signedInAdmin(t.db, t.config.adminEmail);
    const order = (
      await request(t.app)
        .post(API.orders)
        .send(orderBody([{ product: clock, quantity: 3 }], { customerEmail: 'shipped@example.com' }))
        .expect(201)
    ).body as OrderResponse;
    const status = (next: string, note?: string) =>
      request(t.app)
        .post(ORDER_API.adminStatus(order.id))
        .set(bearer(admin.token))
        .send({ status: next, ...(note ? { note } : {}) })
        .expect(200);
    await status('paid');
    await settleMail(t.deps);
    expect(entries().filter(({ entry }) => entry.subject === ORDER_MAIL.shippedSubject(order.id))).toEqual([]);
    await status('shipped', 'Tracking 1Z999 (internal)');
    await settleMail(t.deps);
    const { entry } = mailWithSubject(ORDER_MAIL.shippedSubject(order.id));
    expect(entry.subject).toBe(`Your Kingside Academy order #${order.id} has shipped`);
    expect(entry.to).toBe('shipped@example.com');
    expect(entry.text).toContain(`your order #${order.id}`);
    expect(entry.text).toContain('3 × Blitz Clock at $19.99: $59.97');
    expect(entry.text).not.toContain('1Z999');
    await status('delivered');
    await settleMail(t.deps);
    expect(entries().filter(({ entry: e }) => e.subject.includes(`#${order.id} `) || e.subject.endsWith(`#${order.id}`))).toHaveLength(2);
  });
});

describe('through SMTP, when sending fails', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let board: TestProduct;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    board = await makeProduct(t.db, { stock: 100, price: 6000 });
  }, 60_000);
  afterAll(async () => {
    await settleMail(t.deps);
    await t.close();
    await smtp.close();
  });
  afterEach(async () => {
    smtp.refuseAll(false);
    await settleMail(t.deps);
    await t.db.models.MailQueue.destroy({ where: {} });
  });

  const place = async (email: string) =>
    (
      (
        await request(t.app)
          .post(API.orders)
          .send(orderBody([{ product: board, quantity: 1 }], { customerEmail: email }))
          .expect(201)
      ).body as OrderResponse
    ).id;
  const queued = () => t.db.models.MailQueue.findAll({ order: [['id', 'ASC']] });

  it('places the order anyway, keeps the mail queued with its next attempt later, and sends it on the retry', async () => {
    smtp.refuseAll(true);
    const before = smtp.mails.length;
    const id = await place('retry@example.com');
    await settleMail(t.deps);
    expect(smtp.mails.length).toBe(before);
    const [row] = await queued();
    expect(row).toMatchObject({ recipient: 'retry@example.com', subject: ORDER_MAIL.confirmationSubject(id), attempts: 1 });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    expect(row!.failedAt).toBeNull();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + MINUTE / 2);

    // Not due yet: a drain now sends nothing.
    smtp.refuseAll(false);
    expect(await drainMailQueue(t.deps)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // Once due, the retry sends it and the queue forgets it.
    expect(await drainMailQueue(t.deps, { now: new Date(Date.now() + retryDelayMs(1) + 1000) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    const mail = await smtp.waitFor('retry@example.com', before);
    expect(mail.subject).toBe(ORDER_MAIL.confirmationSubject(id));
    expect(mail.text).toContain(`Order #${id}`);
    expect(await queued()).toEqual([]);
  });

  it('changes the status anyway when the shipping notice cannot be sent, and sends it later', async () => {
    const admin = await signedInAdmin(t.db, t.config.adminEmail);
    const id = await place('ship-retry@example.com');
    await settleMail(t.deps);
    await request(t.app).post(ORDER_API.adminStatus(id)).set(bearer(admin.token)).send({ status: 'paid' }).expect(200);
    smtp.refuseAll(true);
    const res = await request(t.app).post(ORDER_API.adminStatus(id)).set(bearer(admin.token)).send({ status: 'shipped' }).expect(200);
    expect(res.body.status).toBe('shipped');
    await settleMail(t.deps);
    const [row] = await queued();
    expect(row).toMatchObject({ subject: ORDER_MAIL.shippedSubject(id), attempts: 1 });
    smtp.refuseAll(false);
    const before = smtp.mails.length;
    await drainMailQueue(t.deps, { now: new Date(Date.now() + retryDelayMs(1) + 1000) });
    expect((await smtp.waitFor('ship-retry@example.com', before)).subject).toBe(ORDER_MAIL.shippedSubject(id));
  });

  it('waits longer after each failure (1, 2, 4 … minutes, at most an hour) and gives up after the last attempt', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(retryDelayMs(20)).toBe(60 * MINUTE);
    smtp.refuseAll(true);
    await place('given-up@example.com');
    await settleMail(t.deps);
    let now = Date.now();
    for (let attempt = 2; attempt <= MAIL_RETRY.maxAttempts; attempt++) {
      now += retryDelayMs(attempt - 1) + 1000;
      const result = await drainMailQueue(t.deps, { now: new Date(now) });
      expect(result).toEqual(attempt < MAIL_RETRY.maxAttempts ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
    }
    const [row] = await queued();
    expect(row!.attempts).toBe(MAIL_RETRY.maxAttempts);
    expect(row!.failedAt).not.toBeNull();
    // Given up: never tried again, however late.
    smtp.refuseAll(false);
    expect(await drainMailQueue(t.deps, { now: new Date(now + 365 * 24 * 60 * MINUTE) })).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('sends a due mail once when two drains (two api instances) run at the same time', async () => {
    smtp.refuseAll(true);
    await place('once@example.com');
    await settleMail(t.deps);
    smtp.refuseAll(false);
    const before = smtp.mails.length;
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    const results = await Promise.all([drainMailQueue(t.deps, { now: later }), drainMailQueue(t.deps, { now: later })]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(1);
    await smtp.waitFor('once@example.com', before);
    expect(smtp.mails.slice(before).filter((mail) => mail.to.includes('once@example.com'))).toHaveLength(1);
  });

  it("sends at most a batch per drain, and the server's timer drains at start-up and stops on shutdown", async () => {
    smtp.refuseAll(true);
    for (let i = 0; i < 3; i++) await place(`batch${i}@example.com`);
    await settleMail(t.deps);
    smtp.refuseAll(false);
    const later = new Date(Date.now() + retryDelayMs(1) + 1000);
    expect(await drainMailQueue(t.deps, { now: later, limit: 2 })).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await queued()).toHaveLength(1);
    // Due now: the timer's first drain (at start-up) sends it.
    await t.db.models.MailQueue.update({ nextAttemptAt: new Date(Date.now() - 1000) }, { where: {} });
    const runner = startMailQueue(t.deps);
    await runner.stop();
    expect(await queued()).toEqual([]);
  });
});
