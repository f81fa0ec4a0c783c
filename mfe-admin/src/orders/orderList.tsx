import {
  formatCents,
  formatDateTime,
  ORDER_API,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  ORDERS_DEFAULT_LIMIT,
  ROUTES,
  type AdminOrderRow,
} from '@kingside/contracts';
import type { ListDefinition } from '../kit/list';
import { optionsOf } from '../kit/list';
import { ORDER_COPY } from './copy';
import { OrderStatusBadge } from './OrderStatusBadge';

/** /admin/orders: every order, newest first, filtered by status and searched by number, name or e-mail. */
export const orderList: ListDefinition<AdminOrderRow> = {
  endpoint: ORDER_API.adminList,
  labels: { singular: 'order', plural: 'orders', title: 'Orders' },
  columns: [
    { id: 'order', header: 'Order', cell: (order) => ORDER_COPY.orderTitle(order.id), link: true },
    { id: 'placed', header: 'Placed', cell: (order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time> },
    { id: 'customer', header: 'Customer', cell: (order) => order.customerName },
    { id: 'email', header: 'Email', cell: (order) => order.customerEmail },
    { id: 'items', header: 'Items', cell: (order) => order.itemCount },
    { id: 'total', header: 'Total', cell: (order) => formatCents(order.totalAmount) },
    { id: 'status', header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
  ],
  filters: [
    {
      param: 'status',
      label: 'Status',
      options: optionsOf(ORDER_STATUSES, (status) => ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS]),
    },
  ],
  itemPath: ROUTES.adminOrder,
  pageSize: ORDERS_DEFAULT_LIMIT,
};
