import { REMOTES, defaultRemoteBase } from '@kingside/contracts';

/** Every remote where the server itself serves it (/remotes/<name>/), as configured without REMOTE_<NAME>_URL. */
export const SAME_ORIGIN_REMOTES: Record<string, string> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, defaultRemoteBase(remote.name)]),
);
