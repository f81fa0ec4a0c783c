import { BACK_OFFICE_MESSAGES, FREE_SHIPPING_THRESHOLD_CENTS, formatCents, ROUTES } from '@kingside/contracts';
import { ButtonLink } from '@kingside/ui';
import { DiscountCode } from './DiscountCode';
import type { CartTotals, PricedCart } from './pricedLines';
import { Totals } from './Totals';

/**
 * The cart's order summary (docs/spec.md §2): totals, Proceed to Checkout and Continue Shopping. `itemCount` is
 * what can be ordered: a cart whose every item is no longer available has no checkout to proceed to, and
 * says so instead. With `cartId`, the discount code's form (issue 44) under the totals.
 */
export function CartSummary({
  totals,
  itemCount,
  cartId,
  discount,
}: {
  totals: CartTotals;
  itemCount: number;
  cartId?: string;
  discount?: PricedCart['discount'];
}) {
  const missing = FREE_SHIPPING_THRESHOLD_CENTS - totals.subtotal;
  const orderable = itemCount > 0;
  return (
    <aside
      aria-labelledby="cart-summary-heading"
      css={(t) => ({
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
        padding: 24,
        boxShadow: t.shadow.card,
      })}
    >
      <h2 id="cart-summary-heading" css={{ fontSize: '1.25rem' }}>
        Order Summary
      </h2>
      <Totals totals={totals} {...(discount?.applies ? { discountCode: discount.terms.code } : {})} />
      {!orderable ? (
        <p data-testid="nothing-to-order" css={(t) => ({ fontSize: '0.9rem', color: t.colors.inkSoft, margin: '16px 0 0' })}>
          {BACK_OFFICE_MESSAGES.nothingToOrder}
        </p>
      ) : missing > 0 ? (
        <p css={(t) => ({ fontSize: '0.9rem', color: t.colors.inkSoft, margin: '16px 0 0' })}>
          Add {formatCents(missing)} more for free shipping.
        </p>
      ) : null}
      {cartId && orderable ? <DiscountCode cartId={cartId} {...(discount ? { discount } : {})} /> : null}
      <div css={{ display: 'grid', gap: 10, marginTop: 20 }}>
        {orderable ? (
          <ButtonLink to={ROUTES.checkout} size="lg">
            Proceed to Checkout
          </ButtonLink>
        ) : null}
        <ButtonLink to={ROUTES.shop} variant="outline">
          Continue Shopping
        </ButtonLink>
      </div>
    </aside>
  );
}
