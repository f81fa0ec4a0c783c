/**
 * Member accounts: the lifetimes and limits the api enforces and the pages explain, the messages of the
 * auth routes, and how the api hands results back to the /auth page (query parameters and the fragment).
 */

/** An e-mail verification link works once, for this long after it was sent. */
export const VERIFICATION_LINK_TTL_HOURS = 24;
/** A member's bearer token (POST /api/auth/login, GitHub sign-in) lives this long unless logged out. */
export const MEMBER_TOKEN_TTL_DAYS = 7;
/** An administrator's bearer token lives this long. */
export const ADMIN_TOKEN_TTL_HOURS = 8;
/** Failed sign-in attempts in a row that lock an account ... */
export const MAX_FAILED_LOGIN_ATTEMPTS = 5;
/** ... and for how long. */
export const ACCOUNT_LOCK_MINUTES = 15;

export const AUTH_MESSAGES = {
  /** one message for an unknown e-mail and a wrong password, so neither is revealed */
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email address before signing in. Check your inbox or request a new verification email.',
  accountLocked: (minutes: number) =>
    `Too many failed sign-in attempts. This account is locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  registered: 'Registration successful. Please check your email to verify your account.',
  initiativeJoined: 'Welcome to Chess for Revival! Please check your email to verify your account.',
  /** the same answer whether or not the address is registered */
  resendAccepted: 'If an account with that email exists and is not yet verified, a new verification link is on its way.',
  mailUnavailable: 'We could not send the verification email right now. Please try again in a few minutes.',
  authenticationRequired: 'Authentication required',
  loggedOut: 'Logged out',
  githubFailed: 'GitHub sign-in failed. Please try again or use your email and password.',
  githubNoVerifiedEmail: 'GitHub sign-in needs a verified email address on your GitHub account.',
} as const;

/** Query parameters and fragment with which the api sends the browser back to /auth. */
export const AUTH_LANDING = {
  /** /auth?verified=1: the e-mail link worked */
  verifiedParam: 'verified',
  /** /auth?verification=expired|invalid: it did not */
  verificationParam: 'verification',
  /** /auth?github=failed|unavailable|unverified-email */
  githubParam: 'github',
  /** /auth?lichess=failed|unavailable|unverified-email|already-linked|link-expired (Sign in with Lichess, or linking it) */
  lichessParam: 'lichess',
  /** /auth?reminders=off|invalid: a training reminder's unsubscribe link (docs/spec.md §7.15) */
  remindersParam: 'reminders',
  /** /auth#token=…: GitHub sign-in succeeded (a fragment never reaches server logs or Referer headers) */
  tokenFragmentKey: 'token',
} as const;

export type VerificationProblem = 'expired' | 'invalid';
export type GithubProblem = 'failed' | 'unavailable' | 'unverified-email';
export type LichessProblem = GithubProblem | 'already-linked' | 'link-expired';
export type RemindersOutcome = 'off' | 'invalid';

/** What the reminder e-mail's unsubscribe link ends with: on /auth, and in the api's JSON answer. */
export const REMINDERS_LANDING: Record<RemindersOutcome, string> = {
  off: 'Reminders are off. You will get no more reminder e-mails.',
  invalid: 'This unsubscribe link is not valid',
};

/**
 * Sign in with Lichess as /auth shows it (docs/spec.md §7.5): its link (`?link=<code>` links a signed-in member's
 * account) and the outcomes it explains. Here, in the contracts every page already has, so /auth does not download
 * the training contracts for five strings.
 */
export const LICHESS_SIGN_IN = {
  path: '/api/auth/lichess',
  label: 'Sign in with Lichess',
  notConfigured: 'Sign in with Lichess is not available',
  alreadyLinked: 'That Lichess account is linked to another member',
  linkInvalid: 'This Lichess link has expired or was already used: start linking again',
} as const;

/** What POST /api/auth/register and /register-initiative answer (201). */
export interface RegisterResponse {
  message: string;
  email: string;
}
