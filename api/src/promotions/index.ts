// The promotions domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { expandBundles, followStockEdit, lockStockClosure, refreshBundleStock } from './bundleStock';
export { discountCodes, releaseCode } from './codes';
export { promotionAdminRoutes } from './routes';
