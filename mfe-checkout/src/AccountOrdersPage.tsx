import { ROUTES, type MemberOrder } from '@kingside/contracts';
import {
  Button,
  ButtonLink,
  Container,
  errorStatus,
  Navigate,
  PageHeading,
  selectAuthToken,
  Skeleton,
  useAppSelector,
  useDocumentTitle,
  usePrerendering,
} from '@kingside/ui';
import { useEffect, useMemo, useRef } from 'react';
import { MemberOrderCard, orderHeadingId } from './orders/MemberOrderCard';
import { ORDERS_COPY } from './orders/copy';
import { useCheckoutMyOrdersInfiniteQuery } from './orders/ordersApi';
import { useOrderAgain } from './orders/useOrderAgain';
import { AddressBook } from './account/AddressBook';
import { EmailPreferences } from './account/EmailPreferences';

// minmax(0, 1fr): an order's table scrolls inside its card on a narrow phone instead of widening the page.
const panel = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 24, marginBottom: 48 } as const;

function OrdersSkeleton() {
  return (
    <div css={panel} aria-busy="true">
      <span className="visually-hidden" role="status">
        {ORDERS_COPY.loading}
      </span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={220} radius="16px" data-testid="skeleton" />
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      css={(t) => ({
        textAlign: 'center',
        padding: '32px 24px',
        background: t.colors.dangerSoft,
        border: `1px solid ${t.colors.danger}`,
        borderRadius: t.radius.lg,
      })}
    >
      <p css={{ marginTop: 0, fontWeight: 600 }}>{ORDERS_COPY.loadFailed}</p>
      <Button onClick={onRetry}>{ORDERS_COPY.tryAgain}</Button>
    </div>
  );
}

function NoOrders() {
  return (
    <div
      data-testid="no-orders"
      css={(t) => ({
        textAlign: 'center',
        padding: '56px 24px',
        marginBottom: 48,
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
      })}
    >
      <p css={{ marginTop: 0, marginBottom: 24, fontSize: '1.15rem' }}>{ORDERS_COPY.empty}</p>
      <ButtonLink to={ROUTES.shop}>{ORDERS_COPY.startShopping}</ButtonLink>
    </div>
  );
}

/** The pages loaded so far as one list; an order that moved onto a later page as newer ones came is shown once. */
function ordersOf(pages: readonly { orders: MemberOrder[] }[]): MemberOrder[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.orders).filter((order) => !seen.has(order.id) && Boolean(seen.add(order.id)));
}

/** The orders of the member whose token this is, a page at a time. */
function MemberOrders({ token }: { token: string }) {
  const { data, error, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useCheckoutMyOrdersInfiniteQuery(token);
  const orders = useMemo(() => (data ? ordersOf(data.pages) : undefined), [data]);
  const again = useOrderAgain(token);
  // "Load more" moves focus to the first order it brought, so the keyboard continues where the list grew.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    const first = from === null ? undefined : orders?.[from];
    if (!first) return;
    focusFrom.current = null;
    document.getElementById(orderHeadingId(first.id))?.focus();
  }, [orders]);

  // The token is dead: ordersApi clears the session; until then nothing of this page is shown.
  if (errorStatus(error) === 401) return <Navigate to={ROUTES.auth} replace />;
  if (isError && !isFetchNextPageError) return <LoadFailed onRetry={() => void refetch()} />;
  if (!orders || !data) return <OrdersSkeleton />;
  if (orders.length === 0) return <NoOrders />;

  const total = data.pages.at(-1)?.total;
  const loadMore = () => {
    if (isFetchingNextPage) return;
    focusFrom.current = orders.length;
    void fetchNextPage();
  };
  return (
    <div css={panel}>
      <ul aria-label={ORDERS_COPY.listLabel} css={{ ...panel, listStyle: 'none', margin: 0, padding: 0 }}>
        {orders.map((order) => (
          <li key={order.id}>
            <MemberOrderCard
              order={order}
              onOrderAgain={(id) => void again.orderAgain(id)}
              orderingAgain={again.pendingId === order.id}
              nothingAdded={again.nothingAdded?.orderId === order.id ? again.nothingAdded : null}
            />
          </li>
        ))}
      </ul>
      {total !== undefined && (data.pages.length > 1 || hasNextPage) ? (
        <p role="status" css={(t) => ({ margin: 0, textAlign: 'center', color: t.colors.inkSoft })}>
          {ORDERS_COPY.showing(orders.length, Math.max(total, orders.length))}
        </p>
      ) : null}
      {isFetchNextPageError ? (
        <LoadFailed onRetry={() => void fetchNextPage()} />
      ) : hasNextPage ? (
        <div css={{ textAlign: 'center' }}>
          {/* aria-disabled, not disabled, while loading: a disabled button would drop the keyboard's focus */}
          <Button variant="outline" onClick={loadMore} aria-disabled={isFetchingNextPage || undefined}>
            {isFetchingNextPage ? ORDERS_COPY.loadingMore : ORDERS_COPY.loadMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * /account/orders: the signed-in member's orders, newest first (GET /api/me/orders with the member's token). The
 * server draws the heading and the orders' placeholder (src/server.tsx), which the browser hydrates as drawn: the
 * token is the browser's to know. Once live, a visitor without a member token, or whose token the api refuses (401),
 * is sent to /auth in place of this page.
 */
export default function AccountOrdersPage() {
  useDocumentTitle(ORDERS_COPY.title);
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  if (!token && !prerendering) return <Navigate to={ROUTES.auth} replace />;
  return (
    <Container>
      <PageHeading>{ORDERS_COPY.heading}</PageHeading>
      {/* keyed by the token: another member's session starts from nothing */}
      {prerendering || !token ? <OrdersSkeleton /> : <MemberOrders key={token} token={token} />}
      {prerendering || !token ? null : <AddressBook key={token} token={token} />}
      {prerendering || !token ? null : <EmailPreferences key={token} token={token} />}
    </Container>
  );
}
