import { errorStatus, serverMessage } from '@kingside/ui';

/**
 * What a failure toast says under its title (docs/spec.md §8): the server's own message when it sent one;
 * when the answer had a status but no readable body, the status and its text; otherwise the fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error, '');
  if (fromServer) return fromServer;
  const status = errorStatus(error);
  const raw = (error as { message?: unknown } | undefined)?.message;
  const hasJson = (error as { data?: unknown } | undefined)?.data !== undefined;
  // "503: Service Unavailable" — but never a proxy's whole HTML error page.
  if (status && status > 0 && !hasJson && typeof raw === 'string' && raw.length <= 120 && !raw.includes('<')) return raw;
  return fallback;
}
