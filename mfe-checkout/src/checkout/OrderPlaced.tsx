import { discountLabel, formatCents, ROUTES, type OrderResponse } from '@kingside/contracts';
import { ButtonLink } from '@kingside/ui';
import { useEffect, useRef } from 'react';
import { outcomeCard, outcomeHeading } from './outcomeCard';

/** docs/spec.md §2 /checkout state 4. Focus moves to the heading so screen readers announce the outcome. */
export function OrderPlaced({ order }: { order: OrderResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="order-placed" css={outcomeCard}>
      <h1 ref={heading} tabIndex={-1} css={outcomeHeading}>
        Order Placed Successfully!
      </h1>
      <p css={(t) => ({ color: t.colors.inkSoft })}>Thank you for your order. Your order number is {order.id}.</p>
      {order.discount ? (
        // The code it was placed with (issue 44): the amount the order's total already has taken off.
        <p data-testid="order-discount">
          {discountLabel(order.discount.code)}: <strong>{formatCents(-order.discount.amount)}</strong>
        </p>
      ) : null}
      <p css={{ fontSize: '1.15rem' }}>
        Order total: <strong data-testid="order-total">{formatCents(order.totalAmount)}</strong>
      </p>
      <p css={(t) => ({ color: t.colors.inkSoft, marginBottom: 28 })}>We dispatch orders within 1-2 business days.</p>
      <ButtonLink to={ROUTES.home}>Return to Homepage</ButtonLink>
    </div>
  );
}
