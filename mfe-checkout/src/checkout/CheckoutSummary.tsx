import { BACK_OFFICE_MESSAGES, formatCents } from '@kingside/contracts';
import { useRef } from 'react';
import { Totals } from '../cart/Totals';
import type { CartTotals, PricedLine } from '../cart/pricedLines';
import { RemoveDiscountButton, useRemoveDiscount } from './RemoveDiscount';

/**
 * The order summary beside the form (docs/spec.md §2): each line's name, quantity and price, then the totals.
 * `leftOut` counts the cart's items that are no longer available: they are not in `lines` (nor in the order
 * placed from them), and the summary says so rather than let them vanish silently. `discountCode`: the cart's code
 * (issue 44), whose line "Discount ({code})" the totals show with **Remove code** under it (disabled while `busy`:
 * an order is on its way), so the shopper need not go back to the cart (docs/spec.md §2.10).
 */
export function CheckoutSummary({
  cartId,
  lines,
  totals,
  refreshing,
  leftOut = 0,
  discountCode,
  busy = false,
}: {
  cartId: string;
  lines: readonly PricedLine[];
  totals: CartTotals;
  refreshing: boolean;
  leftOut?: number;
  discountCode?: string;
  busy?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const removal = useRemoveDiscount(cartId, heading);
  return (
    <aside
      aria-labelledby="checkout-summary-heading"
      aria-busy={refreshing || undefined}
      css={(t) => ({
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
        padding: 24,
        boxShadow: t.shadow.card,
      })}
    >
      <h2 ref={heading} id="checkout-summary-heading" tabIndex={-1} css={{ fontSize: '1.25rem' }}>
        Order Summary
      </h2>
      <ul css={(t) => ({ listStyle: 'none', margin: '0 0 16px', padding: '0 0 8px', borderBottom: `1px solid ${t.colors.line}` })}>
        {lines.map((line) => (
          <li
            key={line.product.id}
            data-testid="summary-line"
            css={{ display: 'flex', justifyContent: 'space-between', gap: 16, margin: '8px 0' }}
          >
            <span>
              {line.product.name} <span css={(t) => ({ color: t.colors.muted, whiteSpace: 'nowrap' })}>× {line.quantity}</span>
            </span>
            <span css={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatCents(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      {leftOut > 0 ? (
        <p data-testid="left-out" css={(t) => ({ fontSize: '0.9rem', color: t.colors.inkSoft, margin: '0 0 16px' })}>
          {BACK_OFFICE_MESSAGES.leftOutOfOrder}
        </p>
      ) : null}
      <Totals
        totals={totals}
        {...(discountCode
          ? {
              discountCode,
              discountAction: (labelId: string) => <RemoveDiscountButton labelId={labelId} removal={removal} disabled={busy} />,
            }
          : {})}
      />
      <p role="status" className="visually-hidden">
        {removal.status}
      </p>
    </aside>
  );
}
