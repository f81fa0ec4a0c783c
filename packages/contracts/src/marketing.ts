/*
 * E-mails that bring people back (issue 44 point 3, docs/spec.md §7.20): "Notify me" on a sold-out product (a member in
 * one press; a guest's address confirmed by a link sent to it) and one e-mail when it is back in stock; a reminder
 * about a member's cart left untouched for a day, for members who opted in. Every such e-mail goes through the mail
 * queue with a one-click unsubscribe (RFC 8058) that works without signing in.
 */

/** Hours a member's cart stays untouched before its one reminder. */
export const ABANDONED_CART_HOURS = 24;
/** Days a guest's confirmation link works; a request not confirmed by then is dropped. */
export const BACK_IN_STOCK_CONFIRM_DAYS = 7;
/** Days an unsubscribe link works (RFC 8058 asks for a link that keeps working long after the mail). */
export const UNSUBSCRIBE_LINK_DAYS = 180;
/** Minutes before a second confirmation e-mail goes to the same address for the same product. */
export const CONFIRMATION_RESEND_MINUTES = 10;
/** Guest requests ("Notify me" with an address) per client address per minute. */
export const BACK_IN_STOCK_RATE_LIMIT = 5;

/** Body of POST /api/products/{id}/back-in-stock: a guest's address; a member sends `{}` (their account's is used). */
export interface BackInStockRequest {
  email?: string;
}

/** Answer of POST /api/products/{id}/back-in-stock. */
export interface BackInStockAnswer {
  /** `subscribed`: a member's request, active at once (201); `confirm`: a guest's, waiting for its link (202) */
  state: 'subscribed' | 'confirm';
  message: string;
}

/** A member's e-mail choices (GET and PUT /api/me/email-preferences). */
export interface EmailPreferences {
  /** a reminder about their cart once it has been left untouched for ABANDONED_CART_HOURS; off until they opt in */
  cartReminders: boolean;
}

/** Body of PUT /api/me/cart: the cart the member's browser holds, the one a reminder is about. */
export interface MemberCartLink {
  cartId: string;
}

export const MARKETING_API = {
  /** POST: "Notify me" (guest `{email}`, member `{}` with their token) */
  backInStock: (productId: number | string) => `/api/products/${productId}/back-in-stock`,
  /** GET: a page with a Confirm button; POST: confirms (the guest's link, `?token=`) */
  confirm: '/api/back-in-stock/confirm',
  /** GET: a page with an Unsubscribe button; POST: RFC 8058's one-click unsubscribe (`?token=`) */
  unsubscribe: '/api/unsubscribe',
  /** GET, PUT: the member's e-mail choices */
  preferences: '/api/me/email-preferences',
  /** PUT: the member's current cart */
  memberCart: '/api/me/cart',
} as const;

/** The List-Unsubscribe-Post header's value (RFC 8058), also the body a mail client's one-click POST sends. */
export const ONE_CLICK_UNSUBSCRIBE = 'List-Unsubscribe=One-Click';

export const MARKETING_MESSAGES = {
  /** 201 to a member */
  subscribed: 'We will e-mail you when it is back in stock.',
  /** 202 to a guest, whatever the address (it never says whether that address already asked) */
  confirmationSent: 'Check your inbox: open the link we sent you to confirm.',
  /** 409: nothing to wait for */
  inStock: 'This product is in stock: you can order it now.',
  /** the confirmation page */
  confirmTitle: 'Confirm your e-mail',
  confirmPrompt: (product: string) => `E-mail me once when ${product} is back in stock.`,
  confirmButton: 'Confirm',
  confirmed: (product: string) => `You are on the list: we will e-mail you once when ${product} is back in stock.`,
  confirmInvalid: 'This confirmation link is not valid or has expired.',
  /** the unsubscribe page */
  unsubscribeTitle: 'Unsubscribe',
  unsubscribePrompt: {
    backInStock: 'Stop the back-in-stock e-mails to this address?',
    cart: 'Stop the reminders about your cart?',
  },
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: {
    backInStock: 'You are unsubscribed: no more back-in-stock e-mails will come to this address.',
    cart: 'You are unsubscribed: no more reminders about your cart will come.',
  },
  unsubscribeInvalid: 'This unsubscribe link is not valid or has expired.',
  cartReminders: 'cartReminders must be true or false',
  cartId: 'cartId must be the id of a cart',
} as const;

/** What the e-mails say (docs/spec.md §7.20). */
export const MARKETING_MAIL = {
  confirmSubject: (product: string) => `Confirm: e-mail me when ${product} is back in stock`,
  backInStockSubject: (product: string) => `${product} is back in stock`,
  cartSubject: 'You left something in your cart',
  unsubscribe: 'Unsubscribe',
} as const;

/** The member's account page (/account/orders): the opt-in and what it says. */
export const EMAIL_PREFERENCES_COPY = {
  heading: 'E-mails',
  cartReminders: 'E-mail me a reminder when I leave items in my cart for a day',
  saved: 'Your e-mail choices are saved.',
  failed: 'Your choice could not be saved. Please try again.',
} as const;

/** The product page's "Notify me" (mfe-shop). */
export const NOTIFY_ME_COPY = {
  heading: 'Get an e-mail when it is back',
  button: 'Notify me',
  emailLabel: 'Your e-mail address',
  sending: 'Sending…',
  failed: 'Your request could not be sent. Please try again.',
} as const;
