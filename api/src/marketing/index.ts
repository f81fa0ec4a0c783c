// The marketing domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { marketingRoutes } from './routes';
export { notifyOnRestock } from './backInStock';
export { startMarketingSweep } from './schedule';
