/** Placeholders of the spec, filled once for the whole product. */
export const BRAND = 'Kingside';
export const ACADEMY_NAME = `${BRAND} Academy`;
export const FOUNDED_YEAR = 2010;
export const REVIVAL_EMAIL = 'revival@kingside-academy.example';
export const REVIVAL_PHONE = '+1 (555) 010-2010';
/** Issuer label shown by authenticator apps for admin two-factor. */
export const TOTP_ISSUER = 'Kingside Admin';

/** Document title with the academy suffix, e.g. "Openings 101 - Kingside Academy". */
export function pageTitle(title: string): string {
  return `${title} - ${ACADEMY_NAME}`;
}

/** The not-found page of docs/spec.md §2.19: its title, also in the HTML the server sends for an unknown path. */
export const NOT_FOUND_TITLE = pageTitle('Page Not Found');

/**
 * The shell's own pages' titles (docs/spec.md §2), also in the HTML the build pre-renders for them. docs/spec.md §2 gives
 * About the brand alone as suffix ("About Us - Kingside"), unlike the others.
 */
export const SHELL_PAGE_TITLES = {
  home: `${ACADEMY_NAME} - Learn Chess, Shop Equipment`,
  about: `About Us - ${BRAND}`,
  contact: pageTitle('Contact Us'),
  revival: pageTitle('Chess for Revival'),
} as const;
