import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppDeps } from '../deps';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of the e-mails that bring people back */
  headers?: Record<string, string>;
}

/** What the outbox keeps next to each raw .eml, so a newcomer (or a browser test) can read the link. */
export interface OutboxEntry {
  to: string;
  from: string;
  subject: string;
  text: string;
  date: string;
  /** the mail's extra headers, when it has any */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP_URL (e.g. smtp://user:pass@host:587, smtps://… for implicit TLS). */
function smtpMailer(deps: AppDeps, smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: deps.config.mailFrom, ...mail });
      deps.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}

/**
 * No SMTP_URL (development): each mail is printed and written to the outbox folder as `<id>.eml` (open
 * it in any mail client) and `<id>.json` (to, subject, text). Files appear whole (written, then renamed),
 * so whoever watches the folder never reads half a mail.
 */
function outboxMailer(deps: AppDeps): Mailer {
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = deps.config.outboxDir;
  return {
    async send(mail) {
      const info = (await transport.sendMail({ from: deps.config.mailFrom, ...mail })) as { message: Buffer };
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const entry: OutboxEntry = {
        to: mail.to,
        from: deps.config.mailFrom,
        subject: mail.subject,
        text: mail.text,
        date: date.toISOString(),
        ...(mail.headers ? { headers: mail.headers } : {}),
      };
      await fs.mkdir(dir, { recursive: true });
      for (const [extension, content] of [
        ['eml', info.message],
        ['json', JSON.stringify(entry, null, 2)],
      ] as const) {
        const file = path.join(dir, `${id}.${extension}`);
        await fs.writeFile(`${file}.tmp`, content);
        await fs.rename(`${file}.tmp`, file);
      }
      deps.logger.info(
        { to: mail.to, subject: mail.subject, file: path.join(dir, `${id}.eml`) },
        `mail written to the outbox\n${mail.text}`,
      );
    },
  };
}

const mailers = new WeakMap<AppDeps, Mailer>();

/** The app's mailer: SMTP when SMTP_URL is set, the outbox folder otherwise. One per app. */
export function mailer(deps: AppDeps): Mailer {
  let existing = mailers.get(deps);
  if (!existing) {
    existing = deps.config.smtpUrl ? smtpMailer(deps, deps.config.smtpUrl) : outboxMailer(deps);
    mailers.set(deps, existing);
  }
  return existing;
}
