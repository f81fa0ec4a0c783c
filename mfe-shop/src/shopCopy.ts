// Words the shop shows in more than one of its views (the grid, the product page, the teaser other sections
// compose), each written once, so the teaser reads exactly like the shop (docs/spec.md §2.7, §2.8).

export const ADD_TO_CART = 'Add to Cart';
/** Add to Cart while the add is under way (and, on the server's page, pressed before start-up) */
export const ADDING_TO_CART = 'Adding…';
export const OUT_OF_STOCK = 'Out of Stock';
export const LOADING_PRODUCTS = 'Loading products';
/** The teaser's list, for assistive technology: the section around it supplies the visible heading. */
export const TEASER_LABEL = 'Recommended products';
