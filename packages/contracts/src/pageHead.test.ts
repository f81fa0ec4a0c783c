import { SITE_IMAGE, listPageHead } from './pageHead';

describe('listPageHead', () => {
  const shop = { title: 'Shop - Kingside Academy', description: 'Chess sets, boards and clocks.', path: '/shop' };

  it('names the list by its canonical path (filter and page kept, sort and search dropped) and its first card’s picture', () => {
    const url = new URL('http://site.test/shop?category=books&page=2&sort=-price&q=set');
    expect(listPageHead('products', shop, url, '/images/products/1.svg')).toEqual({
      title: shop.title,
      description: shop.description,
      canonicalPath: '/shop?category=Books&page=2',
      imagePath: '/images/products/1.svg',
      type: 'website',
    });
  });

  it('takes the site’s picture for an empty page', () => {
    expect(listPageHead('products', shop, new URL('http://site.test/shop'), undefined).imagePath).toBe(SITE_IMAGE);
  });
});
