import { pageTitle, type Product } from '@kingside/contracts';

/*
 * The shop's page titles and the list's intro: one home, read by the pages in the browser (useDocumentTitle) and by the
 * heads the server writes into their first HTML (server.tsx's head; docs/spec.md §2.31).
 */

/** /shop's title (docs/spec.md §2.7). */
export const SHOP_TITLE = pageTitle('Shop');

/** /shop's intro under its heading, and its meta description. */
export const SHOP_INTRO = 'Sets, boards, clocks, books and accessories chosen by our coaches for study, club play and gifts.';

/** /shop/{id}'s title (docs/spec.md §2.8). */
export const productTitle = (product: Pick<Product, 'name'>): string => pageTitle(product.name);
