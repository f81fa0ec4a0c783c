import { BACK_OFFICE_MESSAGES, ORDER_MESSAGES, type OrderAgainResult } from '@kingside/contracts';
import { useEffect, useRef } from 'react';
import { ORDERS_COPY } from './copy';

/** Each line of the order that did not go into the cart whole, and why (docs/spec.md §2.25). */
export function orderAgainProblems(result: OrderAgainResult): string[] {
  return [
    ...result.skipped.map((line) =>
      line.reason === 'outOfStock' ? ORDERS_COPY.outOfStock(line.name) : BACK_OFFICE_MESSAGES.productUnavailable(line.name),
    ),
    ...result.lines.flatMap((line) =>
      line.limitedBy === 'stock'
        ? [ORDER_MESSAGES.onlyLeft(line.inCart, line.name)]
        : line.limitedBy === 'lineLimit'
          ? [ORDERS_COPY.lineLimit(line.name)]
          : [],
    ),
  ];
}

/** Whether the answer of Order again is one (history state survives reloads and is anyone's to write). */
export function isOrderAgainResult(value: unknown): value is OrderAgainResult {
  const result = value as Partial<OrderAgainResult> | null;
  return Boolean(result && typeof result.orderId === 'number' && Array.isArray(result.lines) && Array.isArray(result.skipped));
}

/**
 * What Order again did: on the cart page ("The items of order #… are in your cart, at today's prices."), or on the
 * order when nothing could be added; then each line left out or capped. It takes focus when it appears, so a keyboard
 * or screen-reader user hears it first.
 */
export function OrderAgainNotice({ result }: { result: OrderAgainResult }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [result]);
  const problems = orderAgainProblems(result);
  const nothing = result.lines.length === 0;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-testid="order-again-notice"
      css={(t) => ({
        margin: '0 0 24px',
        padding: '12px 16px',
        borderRadius: t.radius.sm,
        background: nothing ? t.colors.dangerSoft : t.colors.accentSoft,
        '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 2 },
      })}
    >
      <p css={{ margin: 0, fontWeight: 600 }}>
        {nothing ? ORDERS_COPY.orderAgainNothing(result.orderId) : ORDERS_COPY.orderAgainAdded(result.orderId)}
      </p>
      {problems.length > 0 ? (
        <ul css={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
