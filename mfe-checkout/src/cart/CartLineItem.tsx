import { formatCents, MAX_LINE_QUANTITY, ROUTES, TOAST } from '@kingside/contracts';
import { Badge, Button, QuantityStepper, useRemoveCartItemMutation, useToast, useUpdateCartItemMutation, Link } from '@kingside/ui';
import type { PricedLine } from './pricedLines';

const lineStyle = {
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: 16,
  alignItems: 'center',
  padding: '16px 0',
  '@media (min-width: 640px)': { gridTemplateColumns: '96px 1fr auto auto' },
} as const;

/** One line's changes, with the toasts of spec §8. Each mutation reloads the cart (spec §4). */
function useLineChanges(cartId: string, productId: number) {
  const toast = useToast();
  const [updateItem, update] = useUpdateCartItemMutation();
  const [removeItem, removal] = useRemoveCartItemMutation();
  const remove = async () => {
    try {
      await removeItem({ cartId, productId }).unwrap();
      toast.success(TOAST.itemRemovedTitle, TOAST.itemRemovedDescription);
    } catch (failure) {
      console.error('Remove from cart failed', failure);
      toast.error(TOAST.error, TOAST.removeFailed);
    }
  };
  const setQuantity = async (quantity: number) => {
    try {
      await updateItem({ cartId, productId, quantity }).unwrap();
    } catch (failure) {
      console.error('Quantity update failed', failure);
      toast.error(TOAST.error, TOAST.quantityUpdateFailed);
    }
  };
  return { remove, setQuantity, busy: update.isLoading || removal.isLoading };
}

/**
 * A cart line: image, name, unit price, the stepper (− at 1 removes the line, spec §4), line total and
 * Remove. Its controls are disabled while one of its changes is on the way, so presses cannot race.
 */
export function CartLineItem({ cartId, line }: { cartId: string; line: PricedLine }) {
  const { product, quantity } = line;
  const { remove, setQuantity, busy } = useLineChanges(cartId, product.id);
  return (
    <li data-testid="cart-line" aria-busy={busy || undefined} css={lineStyle}>
      <img
        src={product.imageUrl}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        css={(t) => ({ width: 96, height: 72, objectFit: 'cover', borderRadius: t.radius.sm })}
      />
      <div>
        <h2 css={{ fontSize: '1rem', margin: 0 }}>
          <Link to={ROUTES.product(product.id)} css={(t) => ({ color: t.colors.ink })}>
            {product.name}
          </Link>
        </h2>
        <p css={(t) => ({ margin: '4px 0 0', color: t.colors.inkSoft, fontSize: '0.9rem' })}>{formatCents(product.price)} each</p>
        {product.inStock ? null : <Badge tone="danger">Out of Stock</Badge>}
      </div>
      <div css={{ gridColumn: '2', '@media (min-width: 640px)': { gridColumn: 'auto' } }}>
        <QuantityStepper
          value={quantity}
          label={`Quantity of ${product.name}`}
          decrementLabel={quantity <= 1 ? `Remove ${product.name}` : `Decrease quantity of ${product.name}`}
          incrementLabel={`Increase quantity of ${product.name}`}
          onDecrement={() => void (quantity <= 1 ? remove() : setQuantity(quantity - 1))}
          onIncrement={() => void setQuantity(quantity + 1)}
          incrementDisabled={quantity >= MAX_LINE_QUANTITY}
          disabled={busy}
        />
        {quantity >= MAX_LINE_QUANTITY ? (
          <p css={(t) => ({ margin: '4px 0 0', fontSize: '0.8rem', color: t.colors.muted })}>At most {MAX_LINE_QUANTITY} per order</p>
        ) : null}
      </div>
      <div css={{ gridColumn: '2', display: 'flex', alignItems: 'center', gap: 12, '@media (min-width: 640px)': { gridColumn: 'auto' } }}>
        <strong data-testid="line-total" css={{ minWidth: 80, textAlign: 'right' }}>
          {formatCents(line.lineTotal)}
        </strong>
        <Button variant="ghost" size="sm" aria-label={`Remove ${product.name} from cart`} disabled={busy} onClick={() => void remove()}>
          Remove
        </Button>
      </div>
    </li>
  );
}

/** A cart item whose product left the catalogue: it cannot be bought, only removed. */
export function UnavailableLine({ cartId, productId }: { cartId: string; productId: number }) {
  const { remove, busy } = useLineChanges(cartId, productId);
  return (
    <li
      data-testid="cart-line-unavailable"
      css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 16, padding: '16px 0' }}
    >
      <p css={(t) => ({ margin: 0, color: t.colors.inkSoft })}>This product is no longer available.</p>
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => void remove()}>
        Remove
      </Button>
    </li>
  );
}
