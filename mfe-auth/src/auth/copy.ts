import { VERIFICATION_LINK_TTL_HOURS } from '@kingside/contracts';

/** The descriptions under this section's toast titles (the titles themselves are the spec's, in contracts). */
export const COPY = {
  welcomeBack: 'Welcome back!',
  checkEmail: 'Please check your email to verify your account.',
  newLinkSent: 'Check your inbox for the new verification link.',
  verifiedCanSignIn: 'Your email address is verified. You can sign in now.',
  signedOut: 'You have been signed out.',
  tryAgain: 'Please try again.',
  linkLifetime: `The link works once, for ${VERIFICATION_LINK_TTL_HOURS} hours.`,
} as const;
