import { discountLabel, formatCents, type OrderTotals } from '@kingside/contracts';
import { useId, type ReactNode } from 'react';

const row = { display: 'flex', justifyContent: 'space-between', gap: 16, margin: '8px 0' } as const;

/**
 * Subtotal, Shipping (Free or the fee, docs/spec.md §9) and Total "Including VAT/taxes"; with a discount code (issue 44,
 * docs/spec.md §7.17) the line "Discount ({code})" and the amount it takes off, between the subtotal and the shipping.
 * `discountAction`, given the id of the line's label (for `aria-describedby`), draws a control under the line: the
 * checkout's **Remove code**.
 */
export function Totals({
  totals,
  discountCode,
  discountAction,
}: {
  totals: OrderTotals & { discount?: number };
  discountCode?: string;
  discountAction?: (labelId: string) => ReactNode;
}) {
  const discount = discountCode && totals.discount ? { code: discountCode, amount: totals.discount } : null;
  const discountLabelId = useId();
  return (
    <div data-testid="totals">
      <dl css={{ margin: 0 }}>
        <div css={row}>
          <dt>Subtotal</dt>
          <dd css={{ margin: 0 }} data-testid="subtotal">
            {formatCents(totals.subtotal)}
          </dd>
        </div>
        {discount ? (
          <div css={{ ...row, flexWrap: 'wrap' }} data-testid="discount-line">
            <dt id={discountLabelId}>{discountLabel(discount.code)}</dt>
            <dd css={(t) => ({ margin: 0, color: t.colors.success })} data-testid="discount">
              {formatCents(-discount.amount)}
            </dd>
            {discountAction ? <dd css={{ margin: 0, flexBasis: '100%', textAlign: 'right' }}>{discountAction(discountLabelId)}</dd> : null}
          </div>
        ) : null}
        <div css={row}>
          <dt>Shipping</dt>
          <dd css={{ margin: 0 }} data-testid="shipping">
            {totals.shipping === 0 ? 'Free' : formatCents(totals.shipping)}
          </dd>
        </div>
        <div
          css={(t) => ({
            ...row,
            borderTop: `1px solid ${t.colors.line}`,
            paddingTop: 12,
            marginTop: 12,
            fontWeight: 700,
            fontSize: '1.15rem',
          })}
        >
          <dt>Total</dt>
          <dd css={{ margin: 0 }} data-testid="total">
            {formatCents(totals.total)}
          </dd>
        </div>
      </dl>
      <p css={(t) => ({ margin: 0, textAlign: 'right', fontSize: '0.85rem', color: t.colors.muted })}>Including VAT/taxes</p>
    </div>
  );
}
