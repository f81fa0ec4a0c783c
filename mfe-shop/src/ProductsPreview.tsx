import { HOME_PRODUCT_COUNT, PLACEHOLDER_COUNTS, firstOfListQuery } from '@kingside/contracts';
import { useGetProductPageQuery } from '@kingside/ui';
import { ProductGrid } from './catalog/ProductGrid';

/**
 * Home's products preview (docs/spec.md §2, §9): the first four products in the shop's own order, read as one page
 * of HOME_PRODUCT_COUNT (never the whole list), four placeholders while loading. The shell's Home supplies the
 * section heading and the link to /shop, so the cards' names are h3.
 */
export default function ProductsPreview() {
  const { data, isError } = useGetProductPageQuery(firstOfListQuery(HOME_PRODUCT_COUNT));
  if (isError) {
    return (
      <p role="alert" css={(t) => ({ color: t.colors.inkSoft })}>
        The products could not be loaded right now.
      </p>
    );
  }
  return (
    <ProductGrid products={data?.items.slice(0, HOME_PRODUCT_COUNT)} placeholders={PLACEHOLDER_COUNTS.homeProducts} headingLevel="h3" />
  );
}
