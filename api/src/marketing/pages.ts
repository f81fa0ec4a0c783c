import { ACADEMY_NAME, ROUTES } from '@kingside/contracts';
import type { Response } from 'express';

/*
 * The two pages a link of an e-mail opens in a browser (docs/spec.md §7.20): the guest's confirmation and the
 * unsubscribe. Each is one small HTML page drawn by the api, with a button that POSTs back to the same link: opening
 * the link changes nothing (a mail client's link scanner opens links too), pressing the button does. No script, no
 * stylesheet from elsewhere: the page's Content-Security-Policy allows its own inline style and a form posting to
 * this origin, nothing else.
 */

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface LandingPage {
  title: string;
  message: string;
  /** a button that POSTs to `action` (the same link) */
  form?: { action: string; button: string };
}

/** Sends one landing page: no-store (the link's token is in its URL), no referrer, framed nowhere. */
export function sendPage(res: Response, status: number, page: LandingPage): void {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(page.form.button)}</button>
</form>`
    : `<p><a href="${ROUTES.shop}">Back to the shop</a></p>`;
  res.status(status).set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': PAGE_CSP,
    'Referrer-Policy': 'no-referrer',
    'Content-Type': 'text/html; charset=utf-8',
  }).send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} - ${escapeHtml(ACADEMY_NAME)}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#1c2321;max-width:36rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem;background:#1f5f4a;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #c98a1b;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.message)}</p>
${form}
</main>
</body>
</html>
`);
}
