import { createHmac, timingSafeEqual } from 'node:crypto';
import { BUILT_IN_VERSION, PREVIEW_BAR_ELEMENT_ID, REMOTE_VERSION_PATTERN, isRemoteName, type RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_API, DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { PREVIEW_TOKEN_PATTERN } from '@kingside/contracts/schemas';
import type { BrowserRemotes } from './browserRemotes';
import type { LiveState, LiveVersion } from './liveState';

/*
 * Preview links (issue 45): one browser loads one version of one remote, before anyone else does. The link's token is
 * its own proof: `base64url(remote:version:expiry:issuer).base64url(HMAC-SHA256)`, signed with SECRETS_KEY (the key the
 * checkout's cancel link is signed with: the same on every instance and across restarts, unlike a development
 * SESSION_SECRET), under a prefix of its own so that no other signed value of the site can pass for one. Nothing is
 * stored: every instance checks a token by itself, and an expired one is worth nothing. Opening the link puts the same
 * token in the browser's PREVIEW_COOKIE, which is checked again on every page.
 */

export interface PreviewClaims {
  remote: RemoteName;
  version: string;
  /** when the link and the preview end, in whole seconds since the epoch */
  expiresAt: number;
  /** the administrator who gave the link (the audit lines of opening and exiting name them) */
  by: number;
}

/** Why a token is refused: forged, altered or malformed (`invalid`), or past its time (`expired`, only when it is ours). */
export type PreviewRefusal = 'invalid' | 'expired';

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`kingside:preview:${payload}`).digest('base64url');

export function previewToken(secret: string, claims: PreviewClaims): string {
  const payload = `${claims.remote}:${claims.version}:${claims.expiresAt}:${claims.by}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload)}`;
}

const isVersion = (value: string) => value === BUILT_IN_VERSION || REMOTE_VERSION_PATTERN.test(value);
const WHOLE = /^[0-9]{1,12}$/;

/** The claims of a token this server signed and that has not expired, or why not (the signature compared in constant time). */
export function readPreviewToken(secret: string, token: string, now = Date.now()): PreviewClaims | PreviewRefusal {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return 'invalid';
  const [encoded = '', signature = ''] = token.split('.');
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const [remote = '', version = '', expiresAt = '', by = '', ...rest] = payload.split(':');
  if (rest.length > 0 || !isRemoteName(remote) || !isVersion(version) || !WHOLE.test(expiresAt) || !WHOLE.test(by)) return 'invalid';
  if (Number(expiresAt) * 1000 <= now) return 'expired';
  return { remote, version, expiresAt: Number(expiresAt), by: Number(by) };
}

/** The link an administrator shares: the site's public URL, the open endpoint and the token. */
export function previewUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${DEPLOYMENT_API.previewOpen}?${new URLSearchParams({ t: token }).toString()}`;
}

/** A browser's preview, checked: which version of which remote it loads, and where that version is. */
export interface Preview extends LiveVersion {
  remote: RemoteName;
  claims: PreviewClaims;
}

/**
 * The versions one previewing browser loads: those chosen for it (live, canary), but the previewed remote's version,
 * falling back to what everyone else gets (the live version) should it fail to load, as a canary falls back.
 */
export function withPreview(chosen: BrowserRemotes, state: LiveState, preview: Preview): BrowserRemotes {
  const { active, fallback } = state[preview.remote];
  const back = active.version === preview.version ? fallback : active;
  return {
    ...chosen,
    [preview.remote]: {
      version: preview.version,
      url: preview.url,
      local: preview.local,
      fallback: back && { url: back.url, version: back.version },
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The bar a previewing browser sees on every page: "Preview: shop 1.4.2" and an Exit preview button, a plain form that
 * posts to DEPLOYMENT_API.previewExit and comes back to this page. Drawn by the server outside the shell's #root, so it
 * works before the page's scripts (and without them) and hydration never sees it; inline styles only (the site's CSP
 * allows them, as Emotion needs). The shell keeps its `back` field on the page shown (shell/src/frame/PreviewBarBack.tsx).
 */
export function previewBarHtml(preview: Pick<Preview, 'remote' | 'version'>, back: string): string {
  const text = escapeHtml(DEPLOYMENT_MESSAGES.previewBar(preview.remote, preview.version));
  return (
    `<div id="${PREVIEW_BAR_ELEMENT_ID}" role="region" aria-label="Preview" style="background:#5c3b00;color:#fff;font:600 15px/1.4 system-ui,sans-serif;padding:8px 16px">` +
    `<form method="post" action="${DEPLOYMENT_API.previewExit}" style="display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:12px;margin:0">` +
    `<p style="margin:0">${text}</p>` +
    `<input type="hidden" name="back" value="${escapeHtml(back)}">` +
    `<button type="submit" style="font:inherit;color:#1c2a22;background:#fff;border:2px solid #fff;border-radius:6px;padding:4px 12px;cursor:pointer;outline-offset:3px">${escapeHtml(DEPLOYMENT_MESSAGES.exitPreview)}</button>` +
    `</form></div>`
  );
}

/** The page with the bar first in its body (outside #root: hydration is not concerned). */
export function withPreviewBar(html: string, preview: Pick<Preview, 'remote' | 'version'>, back: string): string {
  const bar = previewBarHtml(preview, back);
  const body = /<body[^>]*>/i.exec(html);
  if (!body) return bar + html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + bar + html.slice(at);
}

/** The page a refused link gets: what happened, and where to go. */
export function refusedPreviewPage(message: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(message)} - Kingside Academy</title></head>` +
    '<body style="font:16px/1.5 system-ui,sans-serif;color:#1c2a22;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
    `<main><h1>${escapeHtml(message)}</h1><p>${escapeHtml(DEPLOYMENT_MESSAGES.previewRefusedHint)}</p>` +
    '<p><a href="/">Go to Kingside Academy</a></p></main></body></html>'
  );
}
