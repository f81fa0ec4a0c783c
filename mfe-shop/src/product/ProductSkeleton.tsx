import { ROUTES } from '@kingside/contracts';
import { Container, Link, Skeleton } from '@kingside/ui';

/** The product page's two columns: the picture, then what the product is and Add to Cart. */
export const productLayout = {
  display: 'grid',
  gap: 40,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' },
} as const;

/** The way back to the list, above the product. */
export function BackToShop() {
  return (
    <nav aria-label="Breadcrumb" css={{ margin: '32px 0 24px', fontSize: '0.9rem' }}>
      <Link to={ROUTES.shop}>← Back to Shop</Link>
    </nav>
  );
}

/** The product's columns while it loads. */
export function ProductSkeleton() {
  return (
    <div css={productLayout} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading product
      </span>
      <Skeleton height="auto" css={{ aspectRatio: '4 / 3' }} />
      <div css={{ display: 'grid', gap: 16 }}>
        <Skeleton height={36} width="80%" />
        <Skeleton height={28} width="30%" />
        <Skeleton height={96} />
        <Skeleton height={44} width="60%" />
      </div>
    </div>
  );
}

/**
 * The product page while its code loads (a visit that starts on another page of the site: the page is a chunk of its
 * own, ShopRoutes), as it looks while the product loads.
 */
export function ProductPageSkeleton() {
  return (
    <Container>
      <BackToShop />
      <ProductSkeleton />
    </Container>
  );
}
