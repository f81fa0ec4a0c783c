/**
 * The tests' mail server as a process of its own, for the whole browser run (a webServer of e2e/playwright.config.ts,
 * started before the api, which sends every e-mail to it through SMTP_URL exactly as production sends to its mail
 * server):
 *   tsx api/src/testing/standIns/smtpCaptureMain.ts <port> <outbox folder>
 * Each message it receives is written to the outbox folder as the api's own outbox writes one without SMTP_URL
 * (api/src/shared/mail/mailer.ts): `<id>.eml`, the message as it arrived, and `<id>.json` (to, from, subject, text, date),
 * so the journeys read the mail that really went over the wire. Files appear whole (written, then renamed), the .json
 * last: whoever finds it finds its .eml too.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { startSmtpCapture, type CapturedMail } from './smtpCapture';

const [port, outboxDir] = process.argv.slice(2);
if (!port || !outboxDir) {
  console.error('usage: tsx api/src/testing/standIns/smtpCaptureMain.ts <port> <outbox folder>');
  process.exit(2);
}

async function writeWhole(file: string, content: string): Promise<void> {
  await fs.writeFile(`${file}.tmp`, content);
  await fs.rename(`${file}.tmp`, file);
}

/** Writes one received message to the outbox (the folder is made again if the run's setup emptied it). */
async function store(mail: CapturedMail): Promise<void> {
  const date = new Date();
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const entry = { to: mail.to.join(', '), from: mail.fromHeader, subject: mail.subject, text: mail.text, date: date.toISOString() };
  await fs.mkdir(outboxDir!, { recursive: true });
  await writeWhole(path.join(outboxDir!, `${id}.eml`), mail.raw);
  await writeWhole(path.join(outboxDir!, `${id}.json`), JSON.stringify(entry, null, 2));
}

startSmtpCapture({
  port: Number(port),
  onMail: (mail) =>
    store(mail).catch((error: unknown) => {
      console.error('smtp-capture: could not write a message to the outbox', error);
      throw error;
    }),
}).then(
  () => console.log(`smtp-capture on ${port}, writing to ${outboxDir}`),
  (error: unknown) => {
    // Not listening (the port is taken): no use staying up.
    console.error('smtp-capture:', error);
    process.exit(1);
  },
);
