import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Structured JSON logs, on stdout unless a test passes its own `destination`. Credentials never reach
 * them: auth headers, cookies and passwords are redacted.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger };
