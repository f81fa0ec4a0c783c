// A real SMTP server on loopback for the whole browser run (a webServer of e2e/playwright.config.ts, started
// before the api, which sends every e-mail to it through SMTP_URL exactly as production sends to its mail
// server). Each message it receives is written to the outbox folder as the api's own outbox writes one
// without SMTP_URL (api/src/mail/mailer.ts): `<id>.eml`, the message as it arrived, and `<id>.json` (to,
// from, subject, text), so the journeys read the mail that really went over the wire. Files appear whole
// (written, then renamed), the .json last: whoever finds it finds its .eml too.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const [port, outboxDir] = process.argv.slice(2);
if (!port || !outboxDir) {
  console.error('usage: node e2e/support/smtp-capture.mjs <port> <outbox folder>');
  process.exit(2);
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes a non-ASCII subject. */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, encoding, text) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** A quoted-printable body (soft line breaks and =XX escapes) as UTF-8. */
function decodeQuotedPrintable(value) {
  const joined = value.replace(/=\r?\n/g, '');
  const bytes = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header of the message's own head (folded lines joined), or ''. */
function header(head, name) {
  const unfolded = head.replace(/\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match ? decodeWords(match[1].trim()) : '';
}

/** The text/plain part of a MIME message (enough MIME for what nodemailer writes). */
function textPart(message) {
  const boundary = /boundary="?([^";\n]+)"?/i.exec(message)?.[1];
  const parts = boundary ? message.split(`--${boundary}`) : [message];
  const part = parts.find((p) => /content-type:\s*text\/plain/i.test(p)) ?? message;
  const [head = '', ...body] = part.replace(/^\n/, '').split('\n\n');
  const content = body.join('\n\n').trim();
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(content, 'base64').toString('utf8');
  return content;
}

async function writeWhole(file, content) {
  await fs.writeFile(`${file}.tmp`, content);
  await fs.rename(`${file}.tmp`, file);
}

/** Writes one received message to the outbox (the folder is made again if the run's setup emptied it). */
async function store(raw, envelope) {
  const message = raw.toString('utf8').replace(/\r\n/g, '\n');
  const head = message.split('\n\n')[0] ?? '';
  const date = new Date();
  const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const entry = {
    to: envelope.rcptTo.map((recipient) => recipient.address).join(', '),
    from: header(head, 'From'),
    subject: header(head, 'Subject'),
    text: textPart(message),
    date: date.toISOString(),
  };
  await fs.mkdir(outboxDir, { recursive: true });
  await writeWhole(path.join(outboxDir, `${id}.eml`), raw);
  await writeWhole(path.join(outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
}

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('error', callback);
    stream.on('end', () => {
      store(Buffer.concat(chunks), session.envelope).then(
        () => callback(),
        (error) => {
          console.error('smtp-capture: could not write a message to the outbox', error);
          callback(error);
        },
      );
    });
  },
});
server.on('error', (error) => {
  console.error('smtp-capture:', error);
  // Not listening (the port is taken): no use staying up.
  if (!server.server.listening) process.exit(1);
});
server.listen(Number(port), '127.0.0.1', () => console.log(`smtp-capture on ${port}, writing to ${outboxDir}`));
