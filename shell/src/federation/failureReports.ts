import { REMOTE_FAILURES_API, type RemoteFailurePhase, type RemoteName } from '@kingside/contracts';

/** At most this many reports leave one page, whatever fails: a page shows a section and a slot or two. */
export const MAX_FAILURE_REPORTS_PER_PAGE = 8;

const sent = new Set<string>();

/**
 * Tells the api that this browser could not load or render a version of a remote (issue 20: failures are
 * counted per version). Once per remote, version and phase, a handful per page; fire and forget: a report
 * that cannot be sent is dropped without a word. Nothing personal: the body is the three names, and no
 * cookie goes with it (`credentials: 'omit'`), so a report cannot be tied to a visitor.
 */
export function reportRemoteFailure(remote: RemoteName, version: string, phase: RemoteFailurePhase): void {
  const key = `${remote} ${version} ${phase}`;
  if (sent.has(key) || sent.size >= MAX_FAILURE_REPORTS_PER_PAGE) return;
  sent.add(key);
  try {
    fetch(REMOTE_FAILURES_API, {
      method: 'POST',
      // Sent even when the visitor leaves the page at once.
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remote, version, phase }),
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request outright: the report is dropped, the page is not disturbed.
  }
}
