import { ROUTES } from '@kingside/contracts';
import { cartItemCount, selectCartId, useAppSelector, useGetCartQuery, skipToken, NavLink } from '@kingside/ui';
import { navLinkStyle } from './styles';

/** The header's cart link; its badge shows the sum of quantities when above zero (docs/spec.md §2). */
export function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const cartId = useAppSelector(selectCartId);
  // currentData, not data: after the cart id changes (an order was placed) the old cart must not linger in the badge.
  const { currentData: cart } = useGetCartQuery(cartId ?? skipToken);
  const count = cartItemCount(cart);
  return (
    <NavLink
      to={ROUTES.cart}
      css={navLinkStyle}
      onClick={onNavigate}
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="9" cy="21" r="1" />
        <circle cx="20" cy="21" r="1" />
        <path d="M1 1h4l2.68 13.39a2 2 0 0 0 2 1.61h9.72a2 2 0 0 0 2-1.61L23 6H6" />
      </svg>
      <span>Cart</span>
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          css={(t) => ({
            minWidth: 20,
            height: 20,
            padding: '0 6px',
            borderRadius: 10,
            background: t.colors.accentStrong,
            color: '#fff',
            fontSize: '0.75rem',
            fontWeight: 700,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          })}
        >
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
