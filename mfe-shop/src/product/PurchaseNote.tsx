import { FREE_SHIPPING_THRESHOLD_CENTS, RETURN_WINDOW_DAYS, formatCents } from '@kingside/contracts';

const dollars = formatCents(FREE_SHIPPING_THRESHOLD_CENTS).replace(/\.00$/, '');

/** The note under Add to Cart (docs/spec.md §2): free shipping threshold, dispatch time, returns window. */
export function PurchaseNote() {
  return (
    <ul
      data-testid="purchase-note"
      css={(t) => ({
        listStyle: 'none',
        margin: '24px 0 0',
        padding: 16,
        display: 'grid',
        gap: 6,
        fontSize: '0.92rem',
        color: t.colors.inkSoft,
        background: t.colors.accentSoft,
        borderRadius: t.radius.md,
      })}
    >
      <li>Free shipping on orders of {dollars} or more</li>
      <li>Dispatched within 1-2 business days</li>
      <li>Returns accepted within {RETURN_WINDOW_DAYS} days</li>
    </ul>
  );
}
