import { listPageRead, pathInSection } from './sectionRendering';

const at = (path: string) => new URL(path, 'http://site.test');

describe('pathInSection', () => {
  it.each([
    ['/shop', ''],
    ['/shop/', ''],
    ['/shop?category=Books', ''],
    ['/shop/3', '3'],
    ['/shop/3/', '3'],
    ['/shop/3/reviews', '3/reviews'],
  ])('%s is in /shop at %j', (path, rest) => {
    expect(pathInSection(at(path), '/shop')).toBe(rest);
  });

  it.each(['/shopping', '/', '/learn', '/shop-old/3'])('%s is not in /shop', (path) => {
    expect(pathInSection(at(path), '/shop')).toBeNull();
  });
});

describe('listPageRead', () => {
  it('is the read a list page makes on its first render: its current page, named and paged as the browser names it', () => {
    expect(listPageRead('products', 'getProductPage', new URL('http://site.test/shop?category=books&page=2&sort=-price'))).toEqual({
      endpointName: 'getProductPage',
      arg: 'limit=24&offset=24&category=Books&sort=-price',
      path: '/api/products?limit=24&offset=24&category=Books&sort=-price',
      paged: true,
    });
  });
});
