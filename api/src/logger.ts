import pino, { type Logger } from 'pino';

/** Structured JSON logs. Credentials never reach them: auth headers, cookies and passwords are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.twoFactorSecret',
        '*.twoFactorCode',
      ],
      censor: '[redacted]',
    },
  });
}
export type { Logger };
