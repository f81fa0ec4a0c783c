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
}

/** Loads an exposed module, e.g. loadRemoteModule('shop', './Routes'). Rejects when it cannot. */
export async function loadRemoteModule<T>(name: RemoteName, module: string): Promise<T> {
  const request = `${remoteByName(name).container}/${module.replace(/^\.\//, '')}`;
  const loaded = await loadRemote<T>(request);
  if (!loaded) throw new Error(`Remote module ${request} could not be loaded`);
  return loaded;
}
