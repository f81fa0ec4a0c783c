import { BUILT_IN_VERSION, REMOTES, defaultRemoteBase, type RemoteName } from '@kingside/contracts';
import type { Database } from '../shared/db/database';
import { readHistory } from './history';
import { findVersion } from './versions';
import { toBoolean } from '../shared/db/values';

/*
 * What each remote serves right now, as the pages need it (web/site.ts): the active version, what a browser falls
 * back to when it fails, and a canary. A version is `local` when this server has its files and its server bundle
 * (the built-in build served here, or a version in REMOTES_DIR): only then does the server render its section.
 */

export interface LiveVersion {
  version: string;
  /** its base URL, ending with `/` */
  url: string;
  local: boolean;
}

export interface LiveRemote {
  active: LiveVersion;
  fallback: LiveVersion | null;
  canary: (LiveVersion & { percent: number }) | null;
}

export type LiveState = Record<RemoteName, LiveRemote>;

/** REMOTE_<NAME>_URL when set for this instance: it wins over the registry (config.remotes holds it, else the default). */
export function overriddenBy(remotes: Record<string, string>, name: RemoteName): string | null {
  const configured = remotes[name];
  return configured !== undefined && configured !== defaultRemoteBase(name) ? configured : null;
}

/** The version built with the site, where config.remotes puts it (served here unless relocated). */
export function builtInVersion(remotes: Record<string, string>, name: RemoteName): LiveVersion {
  return { version: BUILT_IN_VERSION, url: remotes[name] ?? defaultRemoteBase(name), local: overriddenBy(remotes, name) === null };
}

/** Every remote on its built-in version: the site without a registry (and what the registry starts from). */
export function builtInState(remotes: Record<string, string>): LiveState {
  const state = {} as LiveState;
  for (const { name } of REMOTES) state[name] = { active: builtInVersion(remotes, name), fallback: null, canary: null };
  return state;
}

/** Where a version of a remote is (the built-in one where config.remotes puts it), as the pages need it. */
export async function liveVersion(db: Database, remotes: Record<string, string>, name: RemoteName, version: string): Promise<LiveVersion> {
  if (version === BUILT_IN_VERSION) return builtInVersion(remotes, name);
  const row = await findVersion(db, name, version);
  // Registered versions are never deleted; a row missing here would be a bug, served as the built-in version.
  if (!row) return builtInVersion(remotes, name);
  return { version, url: row.url, local: toBoolean(row.local) };
}

/** What every remote serves, from the database; a remote relocated by REMOTE_<NAME>_URL serves that, whatever the registry says. */
export async function loadLiveState(db: Database, remotes: Record<string, string>): Promise<LiveState> {
  const state = builtInState(remotes);
  await Promise.all(
    REMOTES.map(async ({ name }) => {
      if (overriddenBy(remotes, name) !== null) return;
      const history = await readHistory(db, name);
      const [active, fallback, canary] = await Promise.all([
        liveVersion(db, remotes, name, history.active),
        history.previous === null ? null : liveVersion(db, remotes, name, history.previous),
        history.canary === null ? null : liveVersion(db, remotes, name, history.canary.version),
      ]);
      state[name] = { active, fallback, canary: canary && history.canary ? { ...canary, percent: history.canary.percent } : null };
    }),
  );
  return state;
}
