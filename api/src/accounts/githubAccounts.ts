import type { AppDeps } from '../shared/deps';
import { externalSignIn, type ExternalSignIn } from './externalAccounts';

/** What the GitHub strategy hands over (passport-github2 with allRawEmails: every address with its flags). */
export interface GithubProfile {
  id: string;
  username?: string | undefined;
  displayName?: string | undefined;
  emails?: Array<{ value?: string; verified?: boolean; primary?: boolean }> | undefined;
}

export type GithubSignIn = ExternalSignIn;

/** Addresses GitHub says the member has proven, primary first, lower-cased. */
function verifiedEmails(profile: GithubProfile): string[] {
  return (profile.emails ?? [])
    .filter((e) => e.verified === true && typeof e.value === 'string' && e.value.includes('@'))
    .sort((a, b) => Number(Boolean(b.primary)) - Number(Boolean(a.primary)))
    .map((e) => (e.value as string).trim().toLowerCase());
}

function splitName(displayName: string | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return { firstName: null, lastName: null };
  return { firstName: parts[0]!.slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) || null };
}

/**
 * The member a GitHub sign-in belongs to, by the rules every outside sign-in follows (externalAccounts.ts):
 * the linked one, else the owner of an address GitHub has verified, else a new member named after the login.
 */
export async function githubSignIn(deps: AppDeps, profile: GithubProfile, ip: string): Promise<GithubSignIn> {
  return externalSignIn(
    deps,
    {
      column: 'githubId',
      usernamePrefix: 'github',
      id: String(profile.id),
      login: profile.username,
      verifiedEmails: verifiedEmails(profile),
      ...splitName(profile.displayName),
    },
    ip,
  );
}
