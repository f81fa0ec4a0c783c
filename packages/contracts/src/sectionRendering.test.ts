import { pathInSection } from './sectionRendering';

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
