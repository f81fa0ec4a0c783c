import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { BUILT_IN_VERSION, REMOTES, remoteByName, type RemoteFailurePhase, type RemoteName, type RuntimeConfig } from '@kingside/contracts';
import { reportRemoteFailure } from './failureReports';
import { manifestUrl, readRuntimeConfig } from './runtimeConfig';

let config: RuntimeConfig | undefined;
const runtimeConfig = () => (config ??= readRuntimeConfig());

/**
 * The copy of a remote the federation runtime has registered in this page. `fallback`: the active version
 * failed, and the previous one (the configuration's `fallbacks`) is registered in its place for every module
 * of the remote until a Retry. `served`: a module of this copy has loaded; such a copy is never given up for
 * the fallback, or the page would run two versions of one remote side by side. A registration makes a new
 * object, so a load under way when the copy changed can tell that what it got is not the new copy's.
 */
interface Copy {
  fallback: boolean;
  served: boolean;
}
const copies = new Map<RemoteName, Copy>();
function copyOf(name: RemoteName): Copy {
  let copy = copies.get(name);
  if (!copy) copies.set(name, (copy = { fallback: false, served: false }));
  return copy;
}

function remoteEntry(name: RemoteName) {
  const fallback = copyOf(name).fallback ? runtimeConfig().fallbacks?.[name] : undefined;
  return {
    name: remoteByName(name).container,
    entry: fallback ? `${fallback.url}mf-manifest.json` : manifestUrl(runtimeConfig(), name),
  };
}

/** Tells the federation runtime where every remote's manifest is. Nothing is fetched until first use. */
export function registerAllRemotes(configuration: RuntimeConfig = readRuntimeConfig()) {
  config = configuration;
  copies.clear();
  registerRemotes(REMOTES.map((remote) => remoteEntry(remote.name)));
}

/** The version of a remote this page uses: its fallback's once it fell back, else the one the configuration names. */
export function remoteVersionInUse(name: RemoteName): string {
  const { versions, fallbacks } = runtimeConfig();
  return (copyOf(name).fallback ? fallbacks?.[name]?.version : versions?.[name]) ?? BUILT_IN_VERSION;
}

/** Reports a failure of the version of a remote this page uses (RemoteSection: a section that threw while rendering). */
export function reportSectionFailure(name: RemoteName, phase: RemoteFailurePhase) {
  reportRemoteFailure(name, remoteVersionInUse(name), phase);
}

/**
 * Registers a fresh copy of a remote (its active version, or its fallback), forgetting everything cached about
 * the one before (a failed manifest or entry included), so the next load really fetches it.
 */
function registerCopy(name: RemoteName, fallback: boolean) {
  copies.set(name, { fallback, served: false });
  registerRemotes([remoteEntry(name)], { force: true });
  // A remote fixed and redeployed since the failure, or its previous version, has the same chunk-loading global
  // (its webpack uniqueName is the container name): the new copy must not replay the chunks the failed one pushed.
  delete (globalThis as Record<string, unknown>)[`webpackChunk${remoteByName(name).container}`];
}

/** What the section's Retry button does: starts again from the active version (and its fallback after it). */
export function resetRemote(name: RemoteName) {
  registerCopy(name, false);
}

/**
 * How long a section waits for its remote before offering Retry, the fallback included: a remote that hangs
 * must not leave a skeleton on screen forever. Generous, so a slow mobile connection still gets there.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/**
 * The part of that bound kept for the fallback when a remote has one. The two versions are tried one after the
 * other, not side by side: the runtime holds one copy of a remote under its container name, and two versions
 * loading at once would share one chunk-loading global. Nor does the fallback get a bound of its own after the
 * active version's (8 s, then 8 s more, is too long to look at a skeleton). So the active version has the first
 * 5 s of the 8; a version that is broken usually fails well before (a manifest or entry that is missing, or
 * throws), and the fallback then has all that is left; one that hangs gives way at 5 s, and the fallback has
 * the last 3 s for its manifest, entry and module. The price: on a connection so slow that the active
 * version needs more than 5 s, the page tries the fallback instead (and Retry tries the active version again).
 */
export const FALLBACK_SHARE = 3 / 8;

/**
 * Loads an exposed module, e.g. loadRemoteModule('shop', './Routes'). Rejects when it cannot, or too slowly.
 * When the active version fails (phase 'load') or times out ('timeout'), the failure is reported and, if the
 * configuration names a fallback not tried yet, the page switches to it for the whole remote and tries again,
 * within the same bound; a failure of the fallback is reported too, with its version. What it resolves to is another
 * team's build, known only once it arrives: the caller checks its shape (RemoteSection). Its type is checked where a
 * literal `remote` and `module` name it, against that remote's declarations (RemoteModuleRef, docs/architecture.md §11).
 */
export async function loadRemoteModule(name: RemoteName, module: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<unknown> {
  const request = `${remoteByName(name).container}/${module.replace(/^\.\//, '')}`;
  const tooSlow = () => new Error(`Remote module ${request} did not load within ${timeoutMs} ms`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const copy = copyOf(name);
    const version = remoteVersionInUse(name);
    const mayFallBack = !copy.fallback && !copy.served && runtimeConfig().fallbacks?.[name] !== undefined;
    const left = deadline - Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    try {
      const loaded = await Promise.race([
        loadRemote<unknown>(request),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => {
              timedOut = true;
              reject(tooSlow());
            },
            mayFallBack ? left - timeoutMs * FALLBACK_SHARE : left,
          );
        }),
      ]);
      if (!loaded) throw new Error(`Remote module ${request} could not be loaded`);
      if (copies.get(name) === copy) {
        copy.served = true;
        return loaded;
      }
    } catch (error) {
      if (copies.get(name) === copy) {
        reportRemoteFailure(name, version, timedOut ? 'timeout' : 'load');
        // Another module of this copy may have loaded meanwhile: then the page keeps this version.
        if (!mayFallBack || copy.served) throw error;
        registerCopy(name, true);
      }
    } finally {
      clearTimeout(timer);
    }
    // The copy changed while this load was under way (another module of the remote fell back, or a Retry):
    // whatever it got belongs to the copy before, so it loads again from the one registered now.
    if (Date.now() >= deadline) throw tooSlow();
  }
}
