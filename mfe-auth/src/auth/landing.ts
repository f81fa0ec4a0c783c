import {
  AUTH_LANDING,
  AUTH_MESSAGES,
  LICHESS_SIGN_IN,
  PAGE_API_MESSAGES,
  type GithubProblem,
  type LichessProblem,
  type RemindersOutcome,
  type VerificationProblem,
} from '@kingside/contracts';
import { COPY } from './copy';

/** What the api sent the browser back to /auth with (see AUTH_LANDING in contracts). */
export interface Landing {
  /** GitHub sign-in succeeded: the member's token, from the fragment */
  token: string | null;
  /** the e-mail link worked */
  verified: boolean;
  /** the e-mail link did not */
  verification: VerificationProblem | null;
  /** GitHub sign-in did not */
  github: GithubProblem | null;
  /** Sign in with Lichess, or linking it, did not */
  lichess: LichessProblem | null;
  /** a training reminder's unsubscribe link turned reminders off, or was not valid */
  reminders: RemindersOutcome | null;
}

const VERIFICATION_PROBLEMS: readonly string[] = ['expired', 'invalid'] satisfies VerificationProblem[];
const GITHUB_PROBLEMS: readonly string[] = ['failed', 'unavailable', 'unverified-email'] satisfies GithubProblem[];
const LICHESS_PROBLEMS: readonly string[] = [
  'failed',
  'unavailable',
  'unverified-email',
  'already-linked',
  'link-expired',
] satisfies LichessProblem[];

export function readLanding(search: string, hash: string): Landing {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fragment.get(AUTH_LANDING.tokenFragmentKey);
  const verification = query.get(AUTH_LANDING.verificationParam) ?? '';
  const github = query.get(AUTH_LANDING.githubParam) ?? '';
  const lichess = query.get(AUTH_LANDING.lichessParam) ?? '';
  const reminders = query.get(AUTH_LANDING.remindersParam);
  return {
    token: token && /^[\w-]{20,200}$/.test(token) ? token : null,
    verified: query.get(AUTH_LANDING.verifiedParam) === '1',
    verification: VERIFICATION_PROBLEMS.includes(verification) ? (verification as VerificationProblem) : null,
    github: GITHUB_PROBLEMS.includes(github) ? (github as GithubProblem) : null,
    lichess: LICHESS_PROBLEMS.includes(lichess) ? (lichess as LichessProblem) : null,
    reminders: reminders === 'off' || reminders === 'invalid' ? reminders : null,
  };
}

export const hasLanding = (landing: Landing) =>
  Boolean(landing.token || landing.verified || landing.verification || landing.github || landing.lichess || landing.reminders);

/** The description of the failure toast for each GitHub outcome. */
export const GITHUB_PROBLEM_MESSAGES: Record<GithubProblem, string> = {
  failed: AUTH_MESSAGES.githubFailed,
  unavailable: PAGE_API_MESSAGES.githubNotConfigured,
  'unverified-email': AUTH_MESSAGES.githubNoVerifiedEmail,
};

/** The description of the failure toast for each Lichess outcome (the api's own words where it has them). */
export const LICHESS_PROBLEM_MESSAGES: Record<LichessProblem, string> = {
  failed: COPY.lichessFailed,
  unavailable: LICHESS_SIGN_IN.notConfigured,
  'unverified-email': COPY.lichessNoEmail,
  'already-linked': LICHESS_SIGN_IN.alreadyLinked,
  'link-expired': LICHESS_SIGN_IN.linkInvalid,
};
