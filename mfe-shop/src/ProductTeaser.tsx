import { formatCents, ROUTES, type Product } from '@kingside/contracts';
import { Badge, Button, CatalogueImage, Link, Skeleton, skipToken, useGetProductQuery } from '@kingside/ui';
import { useId } from 'react';
import { useAddToCart } from './product/useAddToCart';
import { ADD_TO_CART, LOADING_PRODUCTS, OUT_OF_STOCK, TEASER_LABEL } from './shopCopy';

/** How many products a teaser shows: one or two (issue 18's "equipment to practise on"); more ids are ignored. */
export const TEASER_MAX_PRODUCTS = 2;

/** The picture as drawn (4:3, like every catalogue picture): `sizes` lets the browser pick a small variant. */
const IMAGE = { width: 96, height: 72 } as const;
const IMAGE_SIZES = `${IMAGE.width}px`;

/**
 * Every row is at least this tall, the placeholder exactly this tall: a name on two lines, the price and a small
 * button, in rem so that larger text grows the row instead of overflowing it. Nothing moves when the products
 * arrive.
 */
const ROW_HEIGHT = '8.5rem';

const list = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  // One column on a phone, the two products side by side when there is room.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
} as const;

/** The ids a teaser can show: whole positive numbers, each once, at most TEASER_MAX_PRODUCTS. */
function teasedIds(productIds: unknown): number[] {
  if (!Array.isArray(productIds)) return [];
  const ids = productIds.filter((id): id is number => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, TEASER_MAX_PRODUCTS);
}

function TeaserItem({ product }: { product: Product }) {
  const { add, adding } = useAddToCart();
  const nameId = useId();
  return (
    <li
      data-testid="teaser-product"
      css={(t) => ({
        boxSizing: 'border-box',
        minHeight: ROW_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: 12,
        background: t.colors.paper,
        border: `1px solid ${t.colors.line}`,
        borderRadius: t.radius.lg,
      })}
    >
      {/* The name beside it says what the picture shows: read once, not twice. */}
      <CatalogueImage
        src={product.imageUrl}
        sizes={IMAGE_SIZES}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
        decoding="async"
        css={(t) => ({
          flex: 'none',
          width: IMAGE.width,
          height: IMAGE.height,
          objectFit: 'cover',
          borderRadius: t.radius.md,
          background: t.colors.canvas,
        })}
      />
      <div css={{ minWidth: 0, display: 'grid', gap: 4, justifyItems: 'start' }}>
        <Link id={nameId} to={ROUTES.product(product.id)} css={{ fontWeight: 600, lineHeight: 1.3 }}>
          {product.name}
        </Link>
        <span data-testid="product-price" css={(t) => ({ fontWeight: 700, lineHeight: 1.3, color: t.colors.primary })}>
          {formatCents(product.price)}
        </span>
        <div css={{ marginTop: 4 }}>
          {product.inStock ? (
            // The same add as the product page's (quantity 1): its cart, its request, its toasts. The product's
            // name describes the button, so two of them in one list can be told apart.
            <Button
              size="sm"
              aria-describedby={nameId}
              disabled={adding}
              aria-busy={adding || undefined}
              onClick={() => void add(product, 1)}
            >
              {ADD_TO_CART}
            </Button>
          ) : (
            <Badge tone="danger">{OUT_OF_STOCK}</Badge>
          )}
        </div>
      </div>
    </li>
  );
}

function TeaserSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {LOADING_PRODUCTS}
      </span>
      <div css={list} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} data-testid="skeleton" height={ROW_HEIGHT} css={(t) => ({ borderRadius: t.radius.lg })} />
        ))}
      </div>
    </div>
  );
}

/**
 * A few products for another section to show (mfe-learn's "Practise at home"), composed at run time through
 * `FederatedSlot` rather than imported. Each product is read by the shop's own `getProduct` endpoint, so the
 * cache is the product page's. A product that cannot be read (404: unknown or archived) is left out without a
 * word; when none is left the teaser draws nothing, and the section around it stays whole.
 */
export default function ProductTeaser({ productIds }: { productIds: readonly number[] }) {
  const [firstId, secondId] = teasedIds(productIds);
  // Hooks cannot run in a loop of varying length: one read per place, skipped when the place is empty.
  const reads = [useGetProductQuery(firstId ?? skipToken), useGetProductQuery(secondId ?? skipToken)].filter(
    (_, place) => [firstId, secondId][place] !== undefined,
  );
  if (reads.some((read) => read.currentData === undefined && !read.isError)) return <TeaserSkeleton count={reads.length} />;
  const products = reads.flatMap((read) => (read.isError || !read.currentData ? [] : [read.currentData]));
  if (products.length === 0) return null;
  return (
    <ul aria-label={TEASER_LABEL} css={list}>
      {products.map((product) => (
        <TeaserItem key={product.id} product={product} />
      ))}
    </ul>
  );
}
