import type { Theme } from '@emotion/react';
import {
  formatCalendarDate,
  formatCents,
  ORDER_STATUS_LABELS,
  type MemberOrder,
  type OrderAgainResult,
  type OrderStatus,
} from '@kingside/contracts';
import { Badge, Button } from '@kingside/ui';
import { Totals } from '../cart/Totals';
import { ORDERS_COPY } from './copy';
import { OrderAgainNotice } from './OrderAgainNotice';

const STATUS_TONE: Record<OrderStatus, 'neutral' | 'accent' | 'success' | 'danger'> = {
  pending: 'accent',
  paid: 'accent',
  shipped: 'success',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'danger',
};

export const orderHeadingId = (id: number) => `order-${id}-heading`;

const cell = (t: Theme) => ({ padding: '10px 6px', borderBottom: `1px solid ${t.colors.line}`, textAlign: 'left' as const });
const numeric = (t: Theme) => ({ ...cell(t), textAlign: 'right' as const, whiteSpace: 'nowrap' as const });
// A phone has room for name, quantity and unit price; the line total (their product) joins from 640px.
const lineTotal = (t: Theme) => ({ ...numeric(t), display: 'none', [t.breakpoints.sm]: { display: 'table-cell' } });

/**
 * One of the member's orders as it was placed: number, date, status, its lines at the prices of the day, and
 * the totals the server computed then (docs/spec.md §3.6). The heading can take focus (orderHeadingId): "Load
 * more" moves it to the first order it brought, so a keyboard or screen-reader user lands there.
 */
export function MemberOrderCard({
  order,
  onOrderAgain,
  orderingAgain = false,
  nothingAdded = null,
}: {
  order: MemberOrder;
  /** Order again (issue 44): its lines into the cart at today's prices and stock */
  onOrderAgain?: (orderId: number) => void;
  orderingAgain?: boolean;
  /** Order again's answer when none of the order's products could be added: said here, under the button */
  nothingAdded?: OrderAgainResult | null;
}) {
  const headingId = orderHeadingId(order.id);
  return (
    <article
      aria-labelledby={headingId}
      data-testid="member-order"
      css={(t) => ({
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
        boxShadow: t.shadow.card,
        padding: 16,
        [t.breakpoints.sm]: { padding: 24 },
      })}
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '4px 16px' }}>
        <h2 id={headingId} tabIndex={-1} css={{ fontSize: '1.25rem', margin: 0 }}>
          {ORDERS_COPY.orderNumber(order.id)}
        </h2>
        <p css={{ margin: 0 }}>
          <span className="visually-hidden">{ORDERS_COPY.status} </span>
          <Badge tone={STATUS_TONE[order.status]} data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </p>
      </div>
      <p css={(t) => ({ margin: '4px 0 16px', color: t.colors.inkSoft })}>
        {ORDERS_COPY.placedOn} <time dateTime={order.createdAt}>{formatCalendarDate(order.createdAt)}</time>
      </p>
      <div css={{ overflowX: 'auto' }}>
        <table css={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16 }}>
          <caption className="visually-hidden">{ORDERS_COPY.linesCaption(order.id)}</caption>
          <thead>
            <tr css={(t) => ({ color: t.colors.muted, fontSize: '0.85rem' })}>
              <th scope="col" css={cell}>
                {ORDERS_COPY.product}
              </th>
              <th scope="col" css={numeric}>
                {ORDERS_COPY.quantity}
              </th>
              <th scope="col" css={numeric}>
                {ORDERS_COPY.unitPrice}
              </th>
              <th scope="col" css={lineTotal}>
                {ORDERS_COPY.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId} data-testid="order-line">
                <th scope="row" css={(t) => ({ ...cell(t), fontWeight: 600 })}>
                  {line.name}
                </th>
                <td css={numeric}>{line.quantity}</td>
                <td css={numeric}>{formatCents(line.price)}</td>
                <td css={lineTotal}>{formatCents(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div css={{ maxWidth: 360, marginLeft: 'auto' }}>
        <Totals
          totals={{ subtotal: order.subtotal, shipping: order.shipping, total: order.totalAmount, discount: order.discount?.amount ?? 0 }}
          {...(order.discount ? { discountCode: order.discount.code } : {})}
        />
      </div>
      {onOrderAgain ? (
        <div css={{ marginTop: 16 }}>
          {nothingAdded ? <OrderAgainNotice result={nothingAdded} /> : null}
          {/* aria-disabled, not disabled, while adding: a disabled button would drop the keyboard's focus */}
          <Button
            variant="outline"
            aria-describedby={headingId}
            aria-disabled={orderingAgain || undefined}
            onClick={() => {
              if (!orderingAgain) onOrderAgain(order.id);
            }}
          >
            {orderingAgain ? ORDERS_COPY.orderingAgain : ORDERS_COPY.orderAgain}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
