import { formatCents, PRODUCT_CATEGORIES } from '@kingside/contracts';
import { optionsOf } from '../kit/list';
import { defineResource } from '../kit/resource';

/** /admin/products: the shop's products, with their stock. */
export const products = defineResource({
  kind: 'products',
  labels: { singular: 'product', plural: 'products', title: 'Products' },
  titleOf: (product) => product.name,
  filter: { param: 'category', label: 'Category', options: optionsOf(PRODUCT_CATEGORIES) },
  columns: [
    { id: 'name', header: 'Name', cell: (product) => product.name, link: true },
    { id: 'category', header: 'Category', cell: (product) => product.category },
    { id: 'price', header: 'Price', cell: (product) => formatCents(product.price) },
    { id: 'stock', header: 'Stock', cell: (product) => product.stock.toLocaleString('en-US') },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    { name: 'price', label: 'Price (US$)', kind: 'money' },
    {
      name: 'stock',
      label: 'Stock',
      kind: 'integer',
      hint: 'Units on hand: at 0 the shop shows the product as out of stock.',
      defaultValue: '0',
    },
    { name: 'category', label: 'Category', kind: 'select', options: PRODUCT_CATEGORIES },
    { name: 'imageUrl', label: 'Image', kind: 'image' },
  ],
});
