import {
  discountLabel,
  formatCents,
  formatDateTime,
  ORDER_MESSAGES,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_STATUS_LABELS,
  ORDER_TRANSITIONS,
  ROUTES,
  pageTitle,
  type AdminOrder,
  type OrderPayment,
} from '@kingside/contracts';
import { Card, CardBody, errorStatus, Link, NotFound, PageHeading, TextArea, useDocumentTitle, useParams } from '@kingside/ui';
import { useId, useState } from 'react';
import { AlertPanel } from '../kit/AlertPanel';
import { ConfirmedAction } from '../kit/ConfirmedAction';
import { KIT_COPY } from '../kit/copy';
import { LoadError } from '../kit/LoadError';
import { PageLoading } from '../kit/PageLoading';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { ORDER_COPY, type TargetStatus } from './copy';
import { useAdminOrderGetQuery, useAdminOrderSetStatusMutation } from './ordersApi';
import { OrderStatusBadge } from './OrderStatusBadge';

const section = { margin: '0 0 16px' } as const;
const heading = { fontSize: '1.1rem', margin: '0 0 12px' } as const;

/** /admin/orders/{id}: a valid id is loaded; anything else is the not-found page. */
export function OrderPage() {
  const { id: param } = useParams();
  const id = Number(param);
  if (!/^[1-9]\d*$/.test(param ?? '') || !Number.isSafeInteger(id)) return <NotFound />;
  return <LoadOrder key={id} id={id} />;
}

function LoadOrder({ id }: { id: number }) {
  useDocumentTitle(pageTitle(ORDER_COPY.orderTitle(id)));
  const { data, error, isError, refetch } = useAdminOrderGetQuery(id);
  useAuthFailureOfRead(error);

  if (!data) {
    if (isError && errorStatus(error) === 404) return <NotFound />;
    return (
      <>
        <BackToOrders />
        <PageHeading>{ORDER_COPY.orderTitle(id)}</PageHeading>
        {isError ? (
          <LoadError message={ORDER_COPY.loadFailed} onRetry={() => void refetch()} />
        ) : (
          <PageLoading message={ORDER_COPY.loading} />
        )}
      </>
    );
  }
  return <OrderDetails order={data} />;
}

function BackToOrders() {
  return (
    <Link to={ROUTES.adminOrders} css={{ display: 'inline-block', marginBottom: 12, fontWeight: 600 }}>
      ← {KIT_COPY.backToList('orders')}
    </Link>
  );
}

function OrderDetails({ order }: { order: AdminOrder }) {
  return (
    <>
      <BackToOrders />
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginBottom: 4 }}>
        <PageHeading css={{ margin: 0 }}>{ORDER_COPY.orderTitle(order.id)}</PageHeading>
        <OrderStatusBadge status={order.status} />
      </div>
      <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>{ORDER_COPY.placed(formatDateTime(order.createdAt))}</p>
      <div css={(t) => ({ display: 'grid', gap: 16, [t.breakpoints.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } })}>
        <div>
          <Lines order={order} />
          <History order={order} />
        </div>
        <div>
          <StatusActions order={order} />
          {order.payment ? <Payment payment={order.payment} /> : null}
          <Customer order={order} />
        </div>
      </div>
    </>
  );
}

function Lines({ order }: { order: AdminOrder }) {
  const id = useId();
  const totals: [string, string][] = [
    [ORDER_COPY.subtotal, formatCents(order.subtotal)],
    // The discount code it was placed with (issue 44, docs/spec.md §7.17) and the amount taken off.
    ...(order.discount ? [[discountLabel(order.discount.code), formatCents(-order.discount.amount)] as [string, string]] : []),
    [ORDER_COPY.shipping, order.shipping === 0 ? ORDER_COPY.free : formatCents(order.shipping)],
    [ORDER_COPY.total, formatCents(order.totalAmount)],
  ];
  return (
    <Card as="section" aria-labelledby={id} css={section}>
      <CardBody>
        <h2 id={id} css={heading}>
          {ORDER_COPY.lines}
        </h2>
        <table
          css={(t) => ({
            width: '100%',
            borderCollapse: 'collapse',
            'th, td': { textAlign: 'left', padding: '8px 6px', borderBottom: `1px solid ${t.colors.line}` },
            'td:not(:first-of-type), th:not(:first-of-type)': { textAlign: 'right' },
          })}
        >
          <caption className="visually-hidden">{ORDER_COPY.lines}</caption>
          <thead>
            <tr>
              <th scope="col">{ORDER_COPY.product}</th>
              <th scope="col">{ORDER_COPY.unitPrice}</th>
              <th scope="col">{ORDER_COPY.quantity}</th>
              <th scope="col">{ORDER_COPY.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <th scope="row" css={{ fontWeight: 600 }}>
                  {line.name}
                </th>
                <td>{formatCents(line.price)}</td>
                <td>{line.quantity}</td>
                <td>{formatCents(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl
          css={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 24, rowGap: 4, margin: '12px 0 0' }}
        >
          {totals.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd css={{ margin: 0, textAlign: 'right', fontWeight: label === ORDER_COPY.total ? 700 : 400 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

function History({ order }: { order: AdminOrder }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} css={section}>
      <CardBody>
        <h2 id={id} css={heading}>
          {ORDER_COPY.history}
        </h2>
        <ol data-testid="order-history" css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8 }}>
          {order.history.map((change, index) => (
            <li key={`${change.at}-${index}`}>
              <strong>{ORDER_STATUS_LABELS[change.status]}</strong> · <time dateTime={change.at}>{formatDateTime(change.at)}</time> ·{' '}
              {change.adminEmail ? ORDER_COPY.by(change.adminEmail) : ORDER_COPY.byCustomer}
              {change.note ? (
                <p css={(t) => ({ margin: '2px 0 0', color: t.colors.inkSoft, overflowWrap: 'anywhere' })}>{change.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

/** The order's payment at Stripe (issue 33): what was asked, its status, and where to see it in Stripe's dashboard. */
function Payment({ payment }: { payment: OrderPayment }) {
  const id = useId();
  const rows: [string, string][] = [
    [ORDER_COPY.provider, ORDER_COPY.stripe],
    [ORDER_COPY.paymentIntent, payment.paymentIntentId ?? '—'],
    [ORDER_COPY.amount, `${formatCents(payment.amount)} ${payment.currency.toUpperCase()}`],
    [ORDER_COPY.paymentStatusLabel, ORDER_COPY.paymentStatus[payment.status]],
  ];
  if (payment.amountRefunded > 0) rows.push([ORDER_COPY.refundedAmount, formatCents(payment.amountRefunded)]);
  return (
    <Card as="section" aria-labelledby={id} css={section} data-testid="order-payment">
      <CardBody>
        <h2 id={id} css={heading}>
          {ORDER_COPY.payment}
        </h2>
        {payment.mismatch ? <AlertPanel css={{ marginBottom: 12 }}>{ORDER_COPY.mismatch}</AlertPanel> : null}
        <dl css={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 12px' }}>
          {rows.map(([label, value]) => (
            <div key={label} css={{ display: 'contents' }}>
              <dt css={(t) => ({ color: t.colors.inkSoft })}>{label}</dt>
              <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
        </dl>
        {payment.dashboardUrl ? (
          <a href={payment.dashboardUrl} target="_blank" rel="noopener noreferrer">
            {ORDER_COPY.viewInStripe}
          </a>
        ) : null}
      </CardBody>
    </Card>
  );
}

function Customer({ order }: { order: AdminOrder }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} css={section}>
      <CardBody>
        <h2 id={id} css={heading}>
          {ORDER_COPY.customer}
        </h2>
        <p css={{ margin: '0 0 4px', fontWeight: 600, overflowWrap: 'anywhere' }}>{order.customerName}</p>
        <p css={{ margin: '0 0 12px', overflowWrap: 'anywhere' }}>{order.customerEmail}</p>
        <h3 css={{ fontSize: '0.95rem', margin: '0 0 4px' }}>{ORDER_COPY.address}</h3>
        <p css={{ margin: '0 0 12px', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{order.customerAddress}</p>
        {order.userId === null ? (
          <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>{ORDER_COPY.guest}</p>
        ) : (
          <Link to={ROUTES.adminUser(order.userId)}>{ORDER_COPY.memberAccount}</Link>
        )}
      </CardBody>
    </Card>
  );
}

/** Only the changes the order's status allows, each behind a confirmation with an optional note. */
function StatusActions({ order }: { order: AdminOrder }) {
  const id = useId();
  // `refunded` is no button of its own: Cancel refunds a Stripe payment, and a refund made in Stripe arrives by webhook.
  const allowed = ORDER_TRANSITIONS[order.status].filter((to): to is TargetStatus => to in ORDER_COPY.action);
  return (
    <Card as="section" aria-labelledby={id} css={section}>
      <CardBody>
        <h2 id={id} css={heading}>
          {ORDER_COPY.actions}
        </h2>
        {allowed.length === 0 ? (
          <p css={{ margin: 0 }}>{ORDER_COPY.noActions}</p>
        ) : (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {allowed.map((status) => (
              <StatusChange key={status} order={order} status={status} />
            ))}
          </div>
        )}
      </CardBody>
    </Card>
  );
}

function StatusChange({ order, status }: { order: AdminOrder; status: TargetStatus }) {
  const [note, setNote] = useState('');
  const [setStatus] = useAdminOrderSetStatusMutation();
  const cancelling = status === 'cancelled';
  const run = async () => {
    const trimmed = note.trim();
    await setStatus({ id: order.id, status, ...(trimmed ? { note: trimmed } : {}) }).unwrap();
    setNote('');
    return `${ORDER_COPY.orderTitle(order.id)}: ${ORDER_STATUS_LABELS[status]}`;
  };
  return (
    <ConfirmedAction
      label={ORDER_COPY.action[status]}
      title={ORDER_COPY.confirmTitle[status](order.id)}
      description={cancelling && order.payment?.status === 'paid' ? ORDER_COPY.cancelRefundText : ORDER_COPY.confirmText[status]}
      cancelLabel={cancelling ? ORDER_COPY.keepOrder : ORDER_COPY.back}
      destructive={cancelling}
      variant={cancelling ? 'danger' : 'primary'}
      run={run}
      success={ORDER_MESSAGES.statusChanged}
      failure={ORDER_MESSAGES.statusChangeFailed}
    >
      <TextArea
        label={ORDER_COPY.note}
        hint={ORDER_COPY.noteHint}
        rows={3}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </ConfirmedAction>
  );
}
