/** Reading width of an article: about 75 characters a line. */
export const ARTICLE_WIDTH = 760;
