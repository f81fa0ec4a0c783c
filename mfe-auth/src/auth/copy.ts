import { VERIFICATION_LINK_TTL_HOURS } from '@kingside/contracts';

/** The descriptions under this section's toast titles (the titles themselves are the spec's, in contracts). */
export const COPY = {
  welcomeBack: 'Welcome back!',
  checkEmail: 'Please check your email to verify your account.',
  newLinkSent: 'Check your inbox for the new verification link.',
  verifiedCanSignIn: 'Your email address is verified. You can sign in now.',
  signedOut: 'You have been signed out.',
  tryAgain: 'Please try again.',
  lichessFailed: 'Lichess sign-in failed. Please try again or use your email and password.',
  lichessNoEmail: 'Lichess sign-in needs an email address on your Lichess account.',
  /** the title of the toast when linking Lichess to a signed-in member did not work */
  lichessLinkFailed: 'Linking Lichess failed',
  /** the titles of the toasts after a training reminder's unsubscribe link */
  unsubscribed: 'Unsubscribed',
  unsubscribeFailed: 'Unsubscribe failed',
  linkLifetime: `The link works once, for ${VERIFICATION_LINK_TTL_HOURS} hours.`,
} as const;
