import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** the text/plain part, quoted-printable decoded */
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

/** The text/plain part of a MIME message (enough MIME for what nodemailer writes). */
function textPart(raw: string): string {
  const normalized = raw.replace(/\r\n/g, '\n');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(normalized)?.[1];
  const parts = boundary ? normalized.split(`--${boundary}`) : [normalized];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? normalized;
  const [headers = '', ...body] = part.replace(/^\n/, '').split('\n\n');
  const content = body.join('\n\n').trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(content, 'base64').toString('utf8');
  return content;
}

/**
 * A real SMTP server on a random loopback port that keeps every message it receives, so tests send
 * mail exactly as production does (nodemailer over SMTP_URL) and read what arrived.
 */
export async function startSmtpCapture() {
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
      stream.on('end', () => {
        if (refuse) {
          callback(new Error('mailbox unavailable'));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject,
          text: textPart(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
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
