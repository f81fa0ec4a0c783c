import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, remoteByName, type RemoteName, type RuntimeConfig } from '@kingside/contracts';
import { manifestUrl, readRuntimeConfig } from './runtimeConfig';

let config: RuntimeConfig | undefined;

function remoteEntry(name: RemoteName) {
  config ??= readRuntimeConfig();
  return { name: remoteByName(name).container, entry: manifestUrl(config, name) };
}

/** Tells the federation runtime where every remote's manifest is. Nothing is fetched until first use. */
export function registerAllRemotes(runtimeConfig: RuntimeConfig = readRuntimeConfig()) {
  config = runtimeConfig;
  registerRemotes(REMOTES.map((remote) => remoteEntry(remote.name)));
}

/**
 * Forgets everything cached about a remote (a failed manifest or entry included), so the next load
 * really fetches it again: what the section's Retry button does.
 */
export function resetRemote(name: RemoteName) {
  registerRemotes([remoteEntry(name)], { force: true });
  // A remote fixed and redeployed since the failure has the same chunk-loading global (its webpack
  // uniqueName is the container name): the new copy must not replay the chunks the failed one pushed.
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remoteByName(name).container}`];
}

/**
 * How long a section waits for its remote before offering Retry: a remote that hangs must not leave a
 * skeleton on screen forever. Generous, so a slow mobile connection still gets there.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** Loads an exposed module, e.g. loadRemoteModule('shop', './Routes'). Rejects when it cannot, or too slowly. */
export async function loadRemoteModule<T>(name: RemoteName, module: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<T> {
  const request = `${remoteByName(name).container}/${module.replace(/^\.\//, '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Remote module ${request} did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const loaded = await Promise.race([loadRemote<T>(request), timeout]);
    if (!loaded) throw new Error(`Remote module ${request} could not be loaded`);
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}
