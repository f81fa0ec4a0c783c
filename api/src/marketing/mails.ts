import { ACADEMY_NAME, formatCents, MARKETING_API, MARKETING_MAIL, ONE_CLICK_UNSUBSCRIBE, ROUTES } from '@kingside/contracts';
import type { Mail } from '../shared/mail/mailer';

/*
 * The e-mails that bring people back (docs/spec.md §7.20): plain text and simple HTML with the same content, every
 * product name escaped, and each with its unsubscribe link in the text and in the headers of RFC 2369 and RFC 8058
 * (List-Unsubscribe, List-Unsubscribe-Post: a mail client's "Unsubscribe" POSTs to the link, no page, no sign-in).
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c2321">\n${body}\n</body></html>`;

const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:#1f5f4a;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The link a token opens: the confirmation or the unsubscribe page (GET), or RFC 8058's one-click POST. */
export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}${MARKETING_API.confirm}?token=${encodeURIComponent(token)}`;
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}${MARKETING_API.unsubscribe}?token=${encodeURIComponent(token)}`;

/** The unsubscribe headers: the link (in angle brackets, RFC 2369) and the one-click promise (RFC 8058). */
function unsubscribeHeaders(link: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': ONE_CLICK_UNSUBSCRIBE };
}

function withUnsubscribe(to: string, subject: string, text: string[], html: string[], unsubscribe: string): Mail {
  return {
    to,
    subject,
    text: [...text, '', ACADEMY_NAME, '', `${MARKETING_MAIL.unsubscribe}: ${unsubscribe}`].join('\n'),
    html: page(
      [
        ...html,
        `<p>${escapeHtml(ACADEMY_NAME)}</p>`,
        `<p style="font-size:0.9em"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(MARKETING_MAIL.unsubscribe)}</a></p>`,
      ].join('\n'),
    ),
    headers: unsubscribeHeaders(unsubscribe),
  };
}

export interface MailedProduct {
  id: number;
  name: string;
  price: number;
}

/** A guest's "Notify me": the link that confirms the address (double opt-in). */
export function confirmationMail(publicUrl: string, to: string, product: MailedProduct, confirm: string, unsubscribe: string): Mail {
  const subject = MARKETING_MAIL.confirmSubject(product.name);
  return withUnsubscribe(
    to,
    subject,
    [
      `Someone, we hope you, asked ${ACADEMY_NAME} to e-mail this address once when ${product.name} is back in stock.`,
      '',
      'Confirm here:',
      confirm,
      '',
      'Did not ask? Ignore this e-mail: nothing will be sent without the confirmation.',
    ],
    [
      `<p>Someone, we hope you, asked ${escapeHtml(ACADEMY_NAME)} to e-mail this address once when <strong>${escapeHtml(product.name)}</strong> is back in stock.</p>`,
      button(confirm, 'Confirm'),
      '<p>Did not ask? Ignore this e-mail: nothing will be sent without the confirmation.</p>',
    ],
    unsubscribe,
  );
}

/** The one e-mail a request gets: the product is back. */
export function backInStockMail(publicUrl: string, to: string, product: MailedProduct, unsubscribe: string): Mail {
  const link = `${publicUrl}${ROUTES.product(product.id)}`;
  const subject = MARKETING_MAIL.backInStockSubject(product.name);
  return withUnsubscribe(
    to,
    subject,
    [`Good news: ${product.name} is back in stock at ${ACADEMY_NAME}, at ${formatCents(product.price)}.`, '', link],
    [
      `<p>Good news: <strong>${escapeHtml(product.name)}</strong> is back in stock at ${escapeHtml(ACADEMY_NAME)}, at ${formatCents(product.price)}.</p>`,
      button(link, 'See it in the shop'),
    ],
    unsubscribe,
  );
}

export interface RemindedLine {
  name: string;
  quantity: number;
  /** today's price */
  price: number;
}

/** The abandoned-cart reminder: the cart's lines at today's prices. */
export function cartReminderMail(
  publicUrl: string,
  to: string,
  firstName: string,
  lines: readonly RemindedLine[],
  unsubscribe: string,
): Mail {
  const cart = `${publicUrl}${ROUTES.cart}`;
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const text = lines.map((line) => `  ${line.quantity} × ${line.name} at ${formatCents(line.price)}`);
  const rows = lines.map((line) => `<li>${line.quantity} × ${escapeHtml(line.name)} at ${formatCents(line.price)}</li>`).join('\n');
  return withUnsubscribe(
    to,
    MARKETING_MAIL.cartSubject,
    [`Hello ${firstName},`, '', 'Your cart is still waiting for you:', ...text, '', `Subtotal: ${formatCents(subtotal)}`, '', cart],
    [
      `<p>Hello ${escapeHtml(firstName)},</p>`,
      '<p>Your cart is still waiting for you:</p>',
      `<ul>\n${rows}\n</ul>`,
      `<p>Subtotal: ${formatCents(subtotal)}</p>`,
      button(cart, 'Back to your cart'),
    ],
    unsubscribe,
  );
}
