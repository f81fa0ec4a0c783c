// The catalogue domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { catalogueChanged } from './invalidation';
export { catalogueCache, invalidateCatalogue, onCatalogueInvalidated } from './responseCache';
export { routeId } from './routeId';
export { lessons as seedLessons } from './seedContent/lessons';
export { sendCached } from './sendCached';
export type { PublicCatalogue } from './sitemap';
