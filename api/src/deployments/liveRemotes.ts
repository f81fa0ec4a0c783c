import type { AppDeps } from '../shared/deps';
import { changeBroadcast } from '../shared/changeBroadcast';
import { builtInState, loadLiveState, type LiveState } from './liveState';

/*
 * Each instance keeps the remotes' live state in memory (every page needs it), loaded from the database on first
 * use after a change. Every registry write clears it on this instance and, with REDIS_URL, on every other one
 * through the channel kingside:remotes (cluster/changeBroadcast.ts): a page served anywhere carries an activation
 * within a second of its commit.
 */

export const REMOTES_CHANNEL = 'kingside:remotes';

export interface LiveRemotes {
  /** the state as last loaded, or loaded now */
  current(): Promise<LiveState>;
  /** forgets the state and tells every listener (the site drops the pages it rendered) */
  clear(): void;
  onChange(listener: () => void): void;
}

function createLiveRemotes(deps: AppDeps): LiveRemotes {
  /** The state being loaded or loaded since the last clear; a clear drops it, so a load begun before is not kept. */
  let loading: Promise<LiveState> | null = null;
  /** What was last loaded: served while the database cannot be read, rather than failing every page. */
  let lastLoaded: LiveState = builtInState(deps.config.remotes);
  const listeners: (() => void)[] = [];
  return {
    current() {
      if (loading) return loading;
      const load = loadLiveState(deps.db, deps.config.remotes).then(
        (state) => (lastLoaded = state),
        (error: unknown) => {
          // Not kept: the next page tries again.
          if (loading === load) loading = null;
          deps.logger.warn({ err: error }, 'the remotes could not be read; pages keep the remotes they had');
          return lastLoaded;
        },
      );
      loading = load;
      return load;
    },
    clear() {
      loading = null;
      for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}

const instances = new WeakMap<AppDeps, LiveRemotes>();

/** The app's live state (one per app). */
export function liveRemotes(deps: AppDeps): LiveRemotes {
  let live = instances.get(deps);
  if (!live) instances.set(deps, (live = createLiveRemotes(deps)));
  return live;
}

const broadcast = changeBroadcast(REMOTES_CHANNEL, 'remote deployments', (deps) => liveRemotes(deps).clear());

/** Starts listening for other instances' registry writes (createApp calls it; a no-op without REDIS_URL). */
export const listenForRemoteChanges = broadcast.listen;

/** Call once a registry write has COMMITTED: clears this instance's live state now and tells the others. */
export const remotesChanged = broadcast.changed;
