/**
 * A list page's read of the api (docs/spec.md §7.12): one page of `collection` (it always names `limit`), with exactly
 * the list parameters given beside `limit` and `offset` (e.g. `{ category: 'Books' }`, `{ q: 'staunton', sort: 'price' }`).
 */
export const isListRead =
  (collection: string, params: Record<string, string> = {}) =>
  (url: URL | string): boolean => {
    const { pathname, searchParams } = typeof url === 'string' ? new URL(url) : url;
    if (pathname !== collection || !searchParams.has('limit')) return false;
    const others = [...searchParams.keys()].filter((key) => key !== 'limit' && key !== 'offset');
    return others.length === Object.keys(params).length && Object.entries(params).every(([key, value]) => searchParams.get(key) === value);
  };

/**
 * /shop searched for one product's name, where a shopper finds a product once the catalogue holds more than a page
 * (a new product is on the last page of the shop's own order).
 */
export const shopSearchFor = (name: string): string => `/shop?q=${encodeURIComponent(name)}`;
