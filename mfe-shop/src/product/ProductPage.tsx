import { formatCents, PAGE_API_MESSAGES, parseRouteId, ROUTES } from '@kingside/contracts';
import {
  Badge,
  Button,
  CatalogueImage,
  Container,
  useDocumentTitle,
  useEarlyAction,
  useEarlyProps,
  useGetProductQuery,
  useKeptValue,
  skipToken,
  Navigate,
  useParams,
} from '@kingside/ui';
import { QuantityStepper, MEDIA_IMAGE } from '@kingside/ui/parts';
import { ProductReviews } from '../reviews/ProductReviews';
import { ADDING_TO_CART, ADD_TO_CART, OUT_OF_STOCK } from '../shopCopy';
import { productTitle } from '../titles';
import { NotifyMe } from './NotifyMe';
import { BackToShop, ProductSkeleton, productLayout } from './ProductSkeleton';
import { PurchaseNote } from './PurchaseNote';
import { useAddToCart } from './useAddToCart';

/** The picture's width in `layout`: the page's on phones, half of it from 768px, at most ~560px in the 1200px page. */
const IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';

/** The quantity shown: at least 1. */
const quantityOf = (shown: string) => Math.max(1, Number.parseInt(shown, 10) || 1);

/** The early-input script's name for a press of Add to Cart on the server's page (@kingside/ui's earlyActions.ts). */
const EARLY_ADD = 'add-to-cart';

/**
 * /shop/{id} (docs/spec.md §2, §4): the quantity starts at 1, has no maximum and goes down only above 1. Out of
 * stock, Add to Cart is disabled and says so. A product that cannot be loaded sends the visitor back to
 * the shop.
 */
export function ProductPage() {
  const id = parseRouteId(useParams().id);
  const { data: product, isError } = useGetProductQuery(id ?? skipToken);
  // Stepped on the server's page before start-up (the early-input script), the quantity carries over.
  const [shownQuantity, setShownQuantity, keepQuantity] = useKeptValue<HTMLOutputElement>('quantity', '1');
  const quantity = quantityOf(shownQuantity);
  const step = (by: number) => setShownQuantity((shown) => String(Math.max(1, quantityOf(shown) + by)));
  const { add, adding } = useAddToCart();
  useDocumentTitle(product ? productTitle(product) : null);
  // Pressed on the server's page before start-up: held by the early-input script, which says "Adding…", and added now.
  const earlyAdd = useEarlyProps(EARLY_ADD, ADDING_TO_CART);
  useEarlyAction(EARLY_ADD, () => product && void add(product, quantity), product?.inStock === true);

  if (id === null || isError) return <Navigate to={ROUTES.shop} replace />;

  return (
    <Container>
      <BackToShop />
      {!product ? (
        <ProductSkeleton />
      ) : (
        <div css={productLayout}>
          <CatalogueImage
            src={product.imageUrl}
            sizes={IMAGE_SIZES}
            alt={product.name}
            width={MEDIA_IMAGE.width}
            height={MEDIA_IMAGE.height}
            fetchPriority="high"
            css={(t) => ({
              width: '100%',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: t.radius.lg,
              background: t.colors.paper,
            })}
          />
          <div>
            <Badge tone="accent">{product.category}</Badge>
            <h1 css={{ fontSize: 'clamp(1.6rem, 3.5vw, 2.3rem)', margin: '12px 0 8px' }}>{product.name}</h1>
            <p
              data-testid="product-price"
              css={(t) => ({ fontSize: '1.6rem', fontWeight: 700, color: t.colors.primary, margin: '0 0 16px' })}
            >
              {formatCents(product.price)}
            </p>
            <p css={(t) => ({ color: t.colors.inkSoft })}>{product.description}</p>
            {product.inStock ? null : (
              <p role="status" css={(t) => ({ color: t.colors.danger, fontWeight: 600 })}>
                {PAGE_API_MESSAGES.outOfStock}
              </p>
            )}
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginTop: 24 }}>
              <QuantityStepper
                value={quantity}
                onDecrement={() => step(-1)}
                onIncrement={() => step(1)}
                decrementDisabled={quantity <= 1}
                disabled={!product.inStock}
                kept={{ min: 1, props: keepQuantity }}
              />
              <Button
                {...(product.inStock ? earlyAdd : {})}
                size="lg"
                disabled={!product.inStock || adding}
                aria-busy={adding || undefined}
                onClick={() => void add(product, quantity)}
              >
                {!product.inStock ? OUT_OF_STOCK : adding ? ADDING_TO_CART : ADD_TO_CART}
              </Button>
            </div>
            {product.inStock ? null : <NotifyMe productId={product.id} />}
            <PurchaseNote />
          </div>
        </div>
      )}
      {product ? <ProductReviews productId={product.id} /> : null}
    </Container>
  );
}
