import { MAX_LINE_QUANTITY, pageTitle } from '@kingside/contracts';

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
  // Order again (issue 44): the button, and what the cart (or, when nothing could be added, the order) then says.
  orderAgain: 'Order again',
  orderingAgain: 'Adding to your cart…',
  orderAgainFailed: 'This order could not be added to your cart. Please try again.',
  orderAgainAdded: (id: number) => `The items of order #${id} are in your cart, at today's prices.`,
  orderAgainNothing: (id: number) => `Nothing from order #${id} could be added to your cart.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  lineLimit: (name: string) => `${name}: at most ${MAX_LINE_QUANTITY} per order.`,
} as const;
