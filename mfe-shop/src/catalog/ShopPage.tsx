import { PLACEHOLDER_COUNTS, PRODUCT_CATEGORIES } from '@kingside/contracts';
import { useDocumentTitle, useGetProductPageQuery } from '@kingside/ui';
import { PagedList, useListState } from '@kingside/ui/parts';
import { SHOP_INTRO, SHOP_TITLE } from '../titles';
import { ProductGrid } from './ProductGrid';

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

/**
 * /shop: the products a page at a time, searched, sorted and filtered by category, all in the URL
 * (docs/spec.md §2.7), so links such as the footer's land filtered.
 */
export function ShopPage() {
  useDocumentTitle(SHOP_TITLE);
  const list = useListState('products');
  const result = useGetProductPageQuery(list.query);
  return (
    <PagedList
      list={list}
      result={result}
      heading="Chess Shop"
      intro={SHOP_INTRO}
      filterLabel="Filter products by category"
      filterOptions={CATEGORY_OPTIONS}
      errorText="The products could not be loaded. Please try again."
      renderItems={(products) => <ProductGrid products={products} placeholders={PLACEHOLDER_COUNTS.shopList} />}
      renderPlaceholders={() => <ProductGrid products={undefined} placeholders={PLACEHOLDER_COUNTS.shopList} />}
    />
  );
}
