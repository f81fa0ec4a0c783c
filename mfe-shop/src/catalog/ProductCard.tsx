import { formatCents, ROUTES, type Product } from '@kingside/contracts';
import { Badge } from '@kingside/ui';
import { MediaCard } from '@kingside/ui/parts';
import { OUT_OF_STOCK } from '../shopCopy';

/** A product in a grid (the shop, Home's preview): links to /shop/{id}. */
export function ProductCard({ product, headingLevel, lazyImage }: { product: Product; headingLevel?: 'h2' | 'h3'; lazyImage?: boolean }) {
  return (
    <MediaCard
      to={ROUTES.product(product.id)}
      title={product.name}
      summary={product.description}
      imageUrl={product.imageUrl}
      imageAlt={product.name}
      meta={
        <>
          <Badge tone="accent">{product.category}</Badge>
          {product.inStock ? null : <Badge tone="danger">{OUT_OF_STOCK}</Badge>}
        </>
      }
      footer={
        <strong data-testid="product-price" css={(t) => ({ fontSize: '1.05rem', color: t.colors.primary })}>
          {formatCents(product.price)}
        </strong>
      }
      headingLevel={headingLevel ?? 'h2'}
      lazyImage={lazyImage ?? true}
      testId="product-card"
    />
  );
}
