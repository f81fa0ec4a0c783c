/**
 * Every string the spec quotes for validation, toasts and errors (docs/spec.md §5, §8), exactly as quoted.
 * The api and the browsers both read them from here.
 */
export const VALIDATION = {
  nameRequired: 'Name is required',
  invalidEmail: 'Please enter a valid email address',
  addressRequired: 'Address is required',
  cardNumber: 'Card number must be 16 digits',
  expiryFormat: 'Please use MM/YY format',
  cvv: 'CVV must be 3 or 4 digits',
  subjectRequired: 'Subject is required',
  messageTooShort: 'Message is too short. Please provide more details.',
  newsletterEmailRequired: 'Please enter your email address',
  passwordMin6: 'Password must be at least 6 characters',
  /** The member-accounts issue raises registration passwords to 8 characters. */
  passwordMin8: 'Password must be at least 8 characters',
  adminPasswordMin8: 'Admin password must be at least 8 characters',
  codeMin6: 'Code must be at least 6 characters',
  codeExactly6: 'Two-factor code must be 6 digits',
  commonPassword: 'This password is too common. Please choose another.',
  required: 'Required',
  invalidInput: 'Invalid input',
} as const;

export const TOAST = {
  error: 'Error',
  success: 'Success',
  successBang: 'Success!',
  cartNotInitialized: 'Cart not initialized. Please refresh the page.',
  addToCartFailed: 'Failed to add product to cart.',
  addedToCart: (productName: string) => `${productName} has been added to your cart.`,
  quantityUpdateFailed: 'Failed to update item quantity',
  removeFailed: 'Failed to remove item from cart',
  itemRemovedTitle: 'Item removed',
  itemRemovedDescription: 'The item has been removed from your cart',
  cartLoadError: 'An error occurred while loading your cart. Please try again.',
  orderFailed: 'Failed to place your order. Please try again.',
  cartNotInitializedShort: 'Cart not initialized',
  newsletterThanks: 'Thank you for subscribing to our newsletter!',
  loginSuccessful: 'Login successful',
  loginFailed: 'Login failed',
  registrationSuccessful: 'Registration successful',
  registrationFailed: 'Registration failed',
  unknownError: 'An unknown error occurred',
  logoutFailed: 'Logout failed',
  loggedOut: 'Logged out',
  resendFailed: 'Failed to send verification email',
  verificationEmailSent: 'Verification email sent',
  verificationSuccessful: 'Verification successful',
  invalidEmailOrPassword: 'Invalid email or password',
  verificationFailed: 'Verification failed',
  invalidVerificationCode: 'Invalid verification code',
  updateFailed: 'Update failed',
  securityUpdateFailed: 'Failed to update security settings',
  authenticationRequired: 'Authentication required',
  securitySettingsUpdated: 'Security settings updated',
  fetchUserFailed: 'Failed to fetch user data',
  usersLoadFailed: 'Failed to load users. Please try again.',
  membersLoadFailed: 'Failed to load members. Please try again.',
  messageSent: 'Message sent',
  messageSentDescription: "Thank you for getting in touch. We'll reply within one business day.",
} as const;

/**
 * The api's refusals that pages also show as they are (a sold-out product, GitHub sign-in not set up). The rest are
 * API_MESSAGES in `@kingside/contracts/api`, which spreads these: only the api reads those, and every export of the
 * main entry is on every page's first visit.
 */
export const PAGE_API_MESSAGES = {
  outOfStock: 'This product is currently out of stock.',
  githubNotConfigured: 'GitHub sign-in is not configured',
} as const;
