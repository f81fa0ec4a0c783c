import { BACK_OFFICE_MESSAGES, formatCents, MAX_LINE_QUANTITY, ROUTES, TOAST, type CartItem } from '@kingside/contracts';
import {
  Badge,
  Button,
  CatalogueImage,
  useGetProductQuery,
  useRemoveCartItemMutation,
  useToast,
  useUpdateCartItemMutation,
  Link,
} from '@kingside/ui';
import { QuantityStepper } from '@kingside/ui/parts';
import type { PricedLine } from './pricedLines';

const lineStyle = {
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: 16,
  alignItems: 'center',
  padding: '16px 0',
  '@media (min-width: 640px)': { gridTemplateColumns: '96px 1fr auto auto' },
} as const;
const THUMBNAIL = { width: 96, height: 72 } as const;

/** A line's picture: decorative (the name beside it says what it is), greyed when the product is no longer sold. */
function Thumbnail({ src, dimmed = false }: { src: string; dimmed?: boolean }) {
  return (
    <CatalogueImage
      src={src}
      sizes={`${THUMBNAIL.width}px`}
      alt=""
      width={THUMBNAIL.width}
      height={THUMBNAIL.height}
      loading="lazy"
      css={(t) => ({
        ...THUMBNAIL,
        objectFit: 'cover',
        borderRadius: t.radius.sm,
        ...(dimmed ? { filter: 'grayscale(1)', opacity: 0.6 } : {}),
      })}
    />
  );
}

/** One line's changes, with the toasts of docs/spec.md §8. Each mutation reloads the cart (docs/spec.md §4). */
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
 * A cart line: image, name, unit price, the stepper (− at 1 removes the line, docs/spec.md §4), line total and
 * Remove. Its controls are disabled while one of its changes is on the way, so presses cannot race.
 */
export function CartLineItem({ cartId, line }: { cartId: string; line: PricedLine }) {
  const { product, quantity } = line;
  const { remove, setQuantity, busy } = useLineChanges(cartId, product.id);
  return (
    <li data-testid="cart-line" aria-busy={busy || undefined} css={lineStyle}>
      <Thumbnail src={product.imageUrl} />
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

/**
 * A cart item whose product is no longer sold (the back office archived it, so the public list that prices
 * the cart leaves it out): it is shown, marked "No longer available", and can only be removed; the cart's
 * totals and the order leave it out (pricedLines.ts). Its name and picture come from the product's own
 * record when the api still answers for it; otherwise the line says "Unavailable product".
 */
export function UnavailableLine({ cartId, item }: { cartId: string; item: CartItem }) {
  const { remove, busy } = useLineChanges(cartId, item.productId);
  const { data: product } = useGetProductQuery(item.productId);
  const name = product?.name ?? BACK_OFFICE_MESSAGES.unavailableProduct;
  return (
    <li
      data-testid="cart-line-unavailable"
      aria-busy={busy || undefined}
      css={{ ...lineStyle, '@media (min-width: 640px)': { gridTemplateColumns: '96px 1fr auto' } }}
    >
      {product ? (
        <Thumbnail src={product.imageUrl} dimmed />
      ) : (
        <div aria-hidden="true" css={(t) => ({ ...THUMBNAIL, borderRadius: t.radius.sm, background: t.colors.line })} />
      )}
      <div>
        <h2 css={(t) => ({ fontSize: '1rem', margin: 0, color: t.colors.inkSoft })}>{name}</h2>
        <p css={(t) => ({ margin: '4px 0', color: t.colors.inkSoft, fontSize: '0.9rem' })}>Quantity {item.quantity}</p>
        <Badge tone="danger">{BACK_OFFICE_MESSAGES.noLongerAvailable}</Badge>
      </div>
      <div css={{ gridColumn: '2', '@media (min-width: 640px)': { gridColumn: 'auto' } }}>
        <Button variant="ghost" size="sm" aria-label={`Remove ${name} from cart`} disabled={busy} onClick={() => void remove()}>
          Remove
        </Button>
      </div>
    </li>
  );
}
