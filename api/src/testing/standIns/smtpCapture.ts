import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/*
 * The tests' mail server: a real SMTP server on loopback, so the api sends mail exactly as production does (nodemailer
 * over SMTP_URL). The api's suites start one in-process (startSmtpCapture); the browser journeys run it as a process of
 * its own that writes each message to an outbox folder (smtpCaptureMain.ts, a webServer of e2e/playwright.config.ts).
 */

export interface CapturedMail {
  /** the envelope's sender */
  from: string;
  /** the From header, decoded */
  fromHeader: string;
  to: string[];
  raw: string;
  /** the Subject header, decoded */
  subject: string;
  /** the text/plain part, quoted-printable or base64 decoded */
  text: string;
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes) as UTF-8. */
function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes a non-ASCII subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A header of the message's own head (folded lines joined, encoded words decoded), or ''. */
function header(head: string, name: string): string {
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1] ? decodeWords(match[1].trim()) : '';
}

/** The text/plain part of a MIME message (enough MIME for what nodemailer writes). */
function textPart(message: string): string {
  const boundary = /boundary="?([^";\n]+)"?/i.exec(message)?.[1];
  const parts = boundary ? message.split(`--${boundary}`) : [message];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? message;
  const [headers = '', ...body] = part.replace(/^\n/, '').split('\n\n');
  const content = body.join('\n\n').trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(content, 'base64').toString('utf8');
  return content;
}

/** A message as it arrived: its envelope, and its head and text read as a mail client would. */
function parsed(raw: string, envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] }): CapturedMail {
  const message = raw.replace(/\r\n/g, '\n');
  const head = message.split('\n\n')[0] ?? '';
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    fromHeader: header(head, 'From'),
    to: envelope.rcptTo.map((r) => r.address),
    raw,
    subject: header(head, 'Subject'),
    text: textPart(message),
  };
}

/**
 * A real SMTP server on a loopback port (`port`, else a random one) that keeps every message it receives and hands it
 * to `onMail` (the message is refused if that fails).
 */
export async function startSmtpCapture({ port = 0, onMail }: { port?: number; onMail?: (mail: CapturedMail) => Promise<void> } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (refuse) {
          callback(new Error('mailbox unavailable'));
          return;
        }
        const mail = parsed(Buffer.concat(chunks).toString('utf8'), session.envelope);
        (onMail ? onMail(mail) : Promise.resolve()).then(
          () => {
            mails.push(mail);
            waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${listening}`,
    mails,
    /** makes the server refuse (or accept again) every message */
    refuseAll(value: boolean) {
      refuse = value;
    },
    /** resolves with the first mail to `to` after `after` mails were already there */
    async waitFor(to: string, after = 0, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.slice(after).find((m) => m.to.includes(to.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** The verification link in a mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w%-]+/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return new URL(match[0]);
}
