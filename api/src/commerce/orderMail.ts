import {
  ACADEMY_NAME,
  discountLabel,
  formatCalendarDate,
  formatCents,
  ORDER_MAIL,
  type OrderDiscount,
  type OrderLine,
} from '@kingside/contracts';
import type { Mail } from '../shared/mail/mailer';

/*
 * The e-mails that follow an order (issue 17): the confirmation once it is placed, the notice once it has
 * shipped. Plain text and simple HTML with the same content; money through contracts' formatCents. Written
 * when the order is placed or marked shipped (the lines as ordered) and queued (mail/mailQueue.ts).
 */

/** What the e-mails say about an order: its lines and totals as they were ordered. */
export interface MailedOrder {
  id: number;
  createdAt: Date;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  subtotal: number;
  shipping: number;
  totalAmount: number;
  lines: readonly OrderLine[];
  /** the discount code it was placed with (issue 44), absent without one */
  discount?: OrderDiscount;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const shippingText = (cents: number) => (cents === 0 ? 'Free' : formatCents(cents));

function textLines(order: MailedOrder): string[] {
  return [
    ...order.lines.map(
      (line) => `  ${line.quantity} × ${line.name} at ${formatCents(line.price)}: ${formatCents(line.price * line.quantity)}`,
    ),
    '',
    `Subtotal: ${formatCents(order.subtotal)}`,
    ...(order.discount ? [`${discountLabel(order.discount.code)}: ${formatCents(-order.discount.amount)}`] : []),
    `Shipping: ${shippingText(order.shipping)}`,
    `Total: ${formatCents(order.totalAmount)}`,
  ];
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e3e6e4';

function htmlTable(order: MailedOrder): string {
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${escapeHtml(line.name)}</td><td style="${CELL};text-align:right">${line.quantity}</td>` +
        `<td style="${CELL};text-align:right">${formatCents(line.price)}</td>` +
        `<td style="${CELL};text-align:right">${formatCents(line.price * line.quantity)}</td></tr>`,
    )
    .join('\n');
  const total = (label: string, value: string, bold = false) =>
    `<tr><td colspan="3" style="padding:4px 8px;text-align:right">${bold ? `<strong>${label}</strong>` : label}</td>` +
    `<td style="padding:4px 8px;text-align:right">${bold ? `<strong>${value}</strong>` : value}</td></tr>`;
  return `<table style="border-collapse:collapse;min-width:320px">
<thead><tr><th style="${CELL};text-align:left">Item</th><th style="${CELL};text-align:right">Qty</th><th style="${CELL};text-align:right">Price</th><th style="${CELL};text-align:right">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
${total('Subtotal', formatCents(order.subtotal))}
${order.discount ? total(escapeHtml(discountLabel(order.discount.code)), formatCents(-order.discount.amount)) : ''}
${total('Shipping', shippingText(order.shipping))}
${total('Total', formatCents(order.totalAmount), true)}
</tfoot>
</table>`;
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c2321">\n${body}\n</body></html>`;

const addressHtml = (address: string) => escapeHtml(address).replace(/\n/g, '<br>');

/** After an order is placed: what was ordered, what it costs, where it goes. */
export function orderConfirmationMail(order: MailedOrder): Mail {
  const placed = formatCalendarDate(order.createdAt.toISOString());
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Thank you for your order at ${ACADEMY_NAME}. Order #${order.id}, placed on ${placed}:`,
    '',
    ...textLines(order),
    '',
    'We will send it to:',
    order.customerAddress,
    '',
    'We will e-mail you again when it ships.',
    '',
    ACADEMY_NAME,
  ].join('\n');
  const html = page(`<p>Hello ${escapeHtml(order.customerName)},</p>
<p>Thank you for your order at ${escapeHtml(ACADEMY_NAME)}. Order <strong>#${order.id}</strong>, placed on ${placed}:</p>
${htmlTable(order)}
<p>We will send it to:<br>${addressHtml(order.customerAddress)}</p>
<p>We will e-mail you again when it ships.</p>
<p>${escapeHtml(ACADEMY_NAME)}</p>`);
  return { to: order.customerEmail, subject: ORDER_MAIL.confirmationSubject(order.id), text, html };
}

/** After an order is marked shipped: it is on its way, to this address. */
export function orderShippedMail(order: MailedOrder): Mail {
  const text = [
    `Hello ${order.customerName},`,
    '',
    `Good news: your order #${order.id} from ${ACADEMY_NAME} has shipped. It is on its way to:`,
    order.customerAddress,
    '',
    ...textLines(order),
    '',
    ACADEMY_NAME,
  ].join('\n');
  const html = page(`<p>Hello ${escapeHtml(order.customerName)},</p>
<p>Good news: your order <strong>#${order.id}</strong> from ${escapeHtml(ACADEMY_NAME)} has shipped. It is on its way to:<br>${addressHtml(order.customerAddress)}</p>
${htmlTable(order)}
<p>${escapeHtml(ACADEMY_NAME)}</p>`);
  return { to: order.customerEmail, subject: ORDER_MAIL.shippedSubject(order.id), text, html };
}
