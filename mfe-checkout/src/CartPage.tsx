import { pageTitle } from '@kingside/contracts';
import { Container, PageHeading, Skeleton, useDocumentTitle, useDrawnWithout, useLocation, usePrerendering } from '@kingside/ui';
import { CartLineItem, UnavailableLine } from './cart/CartLineItem';
import { CartLoadError } from './cart/CartLoadError';
import { CartSummary } from './cart/CartSummary';
import { EmptyCart } from './cart/EmptyCart';
import { twoColumns } from './cart/layout';
import { useCartContents } from './cart/useCartContents';
import { isOrderAgainResult, OrderAgainNotice } from './orders/OrderAgainNotice';

function CartSkeleton() {
  return (
    <div css={twoColumns} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading your cart
      </span>
      <div css={{ display: 'grid', gap: 16 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={88} data-testid="skeleton" />
        ))}
      </div>
      <Skeleton height={280} data-testid="skeleton" />
    </div>
  );
}

/**
 * /cart (docs/spec.md §2): the lines with their steppers and Remove, and the order summary. Drawn on the server too
 * (src/server.tsx): the heading and the lines' placeholder, as the browser hydrates it before the cart is read (its id
 * is the browser's: localStorage), so the lines come into the placeholder's room; for a browser that keeps no cart
 * (@kingside/ui's useDrawnWithout), the empty cart it has.
 */
export default function CartPage() {
  useDocumentTitle(pageTitle('Shopping Cart'));
  const prerendering = usePrerendering();
  // Drawn for a browser that keeps no cart: its empty cart, as the live page shows it, from the first HTML on.
  const drawnWithoutCart = useDrawnWithout('cart');
  const contents = useCartContents();
  const emptyCart = <EmptyCart description="Browse the shop for sets, boards, clocks and books." />;
  // Opened by Order again (issue 44): what went into the cart and what did not. Never in the server's drawing.
  const orderAgain = (useLocation().state as { orderAgain?: unknown } | null)?.orderAgain;
  return (
    <Container>
      <PageHeading>Shopping Cart</PageHeading>
      {!prerendering && isOrderAgainResult(orderAgain) ? <OrderAgainNotice result={orderAgain} /> : null}
      {drawnWithoutCart ? (
        emptyCart
      ) : prerendering || contents.status === 'loading' ? (
        <CartSkeleton />
      ) : contents.status === 'error' ? (
        <CartLoadError />
      ) : contents.status === 'empty' ? (
        emptyCart
      ) : (
        <div css={twoColumns}>
          <ul
            aria-label="Items in your cart"
            aria-busy={contents.refreshing || undefined}
            css={(t) => ({
              listStyle: 'none',
              margin: 0,
              padding: '0 24px',
              background: t.colors.paper,
              border: `1px solid ${t.colors.line}`,
              borderRadius: t.radius.lg,
              '& > li + li': { borderTop: `1px solid ${t.colors.line}` },
            })}
          >
            {contents.lines.map((line) => (
              <CartLineItem key={line.product.id} cartId={contents.cartId} line={line} />
            ))}
            {contents.unavailable.map((item) => (
              <UnavailableLine key={item.productId} cartId={contents.cartId} item={item} />
            ))}
          </ul>
          <CartSummary
            totals={contents.totals}
            itemCount={contents.itemCount}
            cartId={contents.cartId}
            {...(contents.discount ? { discount: contents.discount } : {})}
          />
        </div>
      )}
    </Container>
  );
}
