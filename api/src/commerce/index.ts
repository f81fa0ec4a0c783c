// The commerce domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { type OrderModel } from './models';
export { orderConfirmationMail, orderShippedMail } from './orderMail';
export { linesOf, toAdminOrderRow, toStatusChange } from './orderViews';
export { ORDER_ENTITY, ORDER_STATUS_AUDIT_ACTION } from './orders';
export { restock } from './stock';
