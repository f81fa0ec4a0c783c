// The reviews domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { reviewAdminRoutes, reviewRoutes } from './routes';
