import type { Product } from '@kingside/contracts';
import { Grid } from '@kingside/ui';
import { MediaCardSkeletons } from '@kingside/ui/parts';
import { LOADING_PRODUCTS } from '../shopCopy';
import { ProductCard } from './ProductCard';

/** Cards in the first screenful load their picture at once; the rest when scrolled to. */
const EAGER_IMAGES = 4;

/** Product cards, or `placeholders` skeletons of exactly the cards' size while they load. */
export function ProductGrid({
  products,
  placeholders,
  headingLevel,
}: {
  products: readonly Product[] | undefined;
  placeholders: number;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Grid columns={4} aria-busy={products ? undefined : true}>
      {products ? (
        products.map((product, index) => (
          <ProductCard key={product.id} product={product} headingLevel={headingLevel ?? 'h2'} lazyImage={index >= EAGER_IMAGES} />
        ))
      ) : (
        <MediaCardSkeletons count={placeholders} label={LOADING_PRODUCTS} />
      )}
    </Grid>
  );
}
