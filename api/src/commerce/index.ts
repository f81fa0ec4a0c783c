// The commerce domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { type OrderModel } from './models';
export { orderConfirmationMail, orderShippedMail } from './orderMail';
export { linesOf, orderDiscount, toAdminOrderRow, toStatusChange } from './orderViews';
export { ORDER_ENTITY, ORDER_STATUS_AUDIT_ACTION } from './orders';
export { restock } from './stock';
// Promotions' rules that moves of an order's stock must follow (issue 44): a cancelled order gives its code's use back,
// and a product's stock set by hand moves the bundles it is part of.
export { followStockEdit, lockStockClosure, releaseCode } from '../promotions';
