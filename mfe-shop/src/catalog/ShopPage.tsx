import { LIST_FILTERS, pageTitle, PLACEHOLDER_COUNTS, PRODUCT_CATEGORIES } from '@kingside/contracts';
import {
  Button,
  Container,
  FilterBar,
  PageHeading,
  useDocumentTitle,
  useGetProductsByCategoryQuery,
  useGetProductsQuery,
  useUrlFilter,
  skipToken,
} from '@kingside/ui';
import { ProductGrid } from './ProductGrid';

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

/**
 * /shop: every product, or one category's through /api/products/category/{category} (docs/spec.md §2). The
 * filter lives in `?category=`, so links such as the footer's land filtered.
 */
export function ShopPage() {
  useDocumentTitle(pageTitle('Shop'));
  const category = useUrlFilter(LIST_FILTERS.shop);
  const all = useGetProductsQuery(category.value ? skipToken : undefined);
  const byCategory = useGetProductsByCategoryQuery(category.value ?? skipToken);
  const { currentData: products, isFetching, isError, refetch } = category.value ? byCategory : all;

  return (
    <Container>
      <PageHeading>Chess Shop</PageHeading>
      <p css={(t) => ({ color: t.colors.inkSoft, maxWidth: 680, marginTop: 0, marginBottom: 24 })}>
        Sets, boards, clocks, books and accessories chosen by our coaches for study, club play and gifts.
      </p>
      <FilterBar
        label="Filter products by category"
        options={CATEGORY_OPTIONS}
        selected={category.value}
        showClear={category.isSet}
        onSelect={category.select}
        onClear={category.clear}
      />
      {isError ? (
        <div role="alert" css={{ padding: '32px 0' }}>
          <p>The products could not be loaded. Please try again.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      ) : isFetching || !products ? (
        <ProductGrid products={undefined} placeholders={PLACEHOLDER_COUNTS.shopList} />
      ) : products.length === 0 ? (
        <p role="status" css={(t) => ({ padding: '48px 0', textAlign: 'center', fontSize: '1.1rem', color: t.colors.inkSoft })}>
          No products found
        </p>
      ) : (
        <ProductGrid products={products} placeholders={PLACEHOLDER_COUNTS.shopList} />
      )}
    </Container>
  );
}
