import { createHash, randomBytes } from 'node:crypto';
import { REMOTES, type RemoteName, type RuntimeConfig } from '@kingside/contracts';
import type { LiveState, LiveVersion } from './liveState';

/*
 * Which version of each remote one browser gets. A canary of N % takes the browsers whose id (the CANARY_COOKIE, random
 * per browser) hashes below N for that remote: the same browser always gets the same version for as long as the
 * canary runs, every instance agrees without sharing anything, and a browser in one remote's canary is not thereby
 * in another's. A canary browser falls back to the active version; everyone else to the previous one.
 */

/** A browser id: 128 random bits, hex. */
export const BROWSER_ID_PATTERN = /^[0-9a-f]{32}$/;

export function newBrowserId(): string {
  return randomBytes(16).toString('hex');
}

/** sha256(id:remote), its first 4 bytes mod 100, below the percent. */
export function inCanary(browserId: string, name: RemoteName, percent: number): boolean {
  const bucket = createHash('sha256').update(`${browserId}:${name}`).digest().readUInt32BE(0) % 100;
  return bucket < percent;
}

export interface BrowserRemote extends LiveVersion {
  fallback: { url: string; version: string } | null;
}

export type BrowserRemotes = Record<RemoteName, BrowserRemote>;

const entry = ({ url, version }: LiveVersion) => ({ url, version });

export function remotesForBrowser(state: LiveState, browserId: string): BrowserRemotes {
  const chosen = {} as BrowserRemotes;
  for (const { name } of REMOTES) {
    const { active, fallback, canary } = state[name];
    chosen[name] =
      canary && inCanary(browserId, name, canary.percent)
        ? { ...canary, fallback: entry(active) }
        : { ...active, fallback: fallback && entry(fallback) };
  }
  return chosen;
}

/** True while some remote has a canary: only then does a page depend on who asks. */
export function canaryRunning(state: LiveState): boolean {
  return REMOTES.some(({ name }) => state[name].canary !== null);
}

/** The runtime configuration written into the page (contracts' RuntimeConfig, docs/architecture.md §7.3). */
export function runtimeConfigOf(chosen: BrowserRemotes): RuntimeConfig {
  const config: Required<RuntimeConfig> = { remotes: {}, versions: {}, fallbacks: {} };
  for (const { name } of REMOTES) {
    const { url, version, fallback } = chosen[name];
    config.remotes[name] = url;
    config.versions[name] = version;
    if (fallback) config.fallbacks[name] = fallback;
  }
  return config;
}
