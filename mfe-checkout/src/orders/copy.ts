import { pageTitle } from '@kingside/contracts';

/** Every string of the member's orders page (/account/orders), in one place for the page and its tests. */
export const ORDERS_COPY = {
  title: pageTitle('My Orders'),
  heading: 'My Orders',
  loading: 'Loading your orders',
  loadFailed: 'Your orders could not be loaded. Please try again.',
  tryAgain: 'Try again',
  empty: 'You have not ordered anything yet.',
  startShopping: 'Start Shopping',
  listLabel: 'Your orders',
  orderNumber: (id: number) => `Order #${id}`,
  placedOn: 'Placed on',
  status: 'Status:',
  linesCaption: (id: number) => `Items in order #${id}`,
  product: 'Product',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  lineTotal: 'Line total',
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} orders`,
} as const;
