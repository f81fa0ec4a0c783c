import {
  BUILT_IN_VERSION,
  REMOTE_VERSION_PATTERN,
  REMOTES,
  RUNTIME_CONFIG_ELEMENT_ID,
  defaultRemoteBase,
  isRemoteName,
  type RemoteName,
  type RuntimeConfig,
} from '@kingside/contracts';

/** The entries of a plain JSON object whose key names a remote; nothing for anything else. */
function remoteEntries(value: unknown): [RemoteName, unknown][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).filter((entry): entry is [RemoteName, unknown] => isRemoteName(entry[0]));
}

const base = (url: unknown) => (typeof url === 'string' && url ? (url.endsWith('/') ? url : `${url}/`) : undefined);
const versionName = (version: unknown) => (typeof version === 'string' && REMOTE_VERSION_PATTERN.test(version) ? version : undefined);

/**
 * Where each remote lives, learnt when the shell starts: the server writes the configuration into the
 * page (a JSON script element, data not code, so the CSP stays strict). Absent or unreadable -> same
 * origin, /remotes/<name>/. Moving a remote therefore needs no rebuild of the shell.
 * With the remote registry (issue 20) it also names the version each base serves (BUILT_IN_VERSION when it
 * does not say) and, for a remote that has one, the previous version to fall back to (remotes.ts). Anything
 * that is not a string, or names no remote, is ignored; a configuration without them is read as before.
 */
export function readRuntimeConfig(doc: Document = document) {
  const remotes: Record<string, string> = {};
  const versions: Record<string, string> = {};
  const fallbacks: NonNullable<RuntimeConfig['fallbacks']> = {};
  for (const remote of REMOTES) {
    remotes[remote.name] = defaultRemoteBase(remote.name);
    versions[remote.name] = BUILT_IN_VERSION;
  }
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as Partial<Record<keyof RuntimeConfig, unknown>> | null;
      for (const [name, url] of remoteEntries(parsed?.remotes)) remotes[name] = base(url) ?? remotes[name]!;
      for (const [name, version] of remoteEntries(parsed?.versions)) versions[name] = versionName(version) ?? versions[name]!;
      for (const [name, fallback] of remoteEntries(parsed?.fallbacks)) {
        const { url, version } = (fallback ?? {}) as Record<string, unknown>;
        const fallbackBase = base(url);
        const fallbackVersion = versionName(version);
        if (fallbackBase && fallbackVersion) fallbacks[name] = { url: fallbackBase, version: fallbackVersion };
      }
    } catch {
      console.error('Ignoring an unreadable runtime configuration; using same-origin remotes.');
    }
  }
  return { remotes, versions, fallbacks } satisfies RuntimeConfig;
}

export function manifestUrl(config: RuntimeConfig, name: RemoteName): string {
  return `${config.remotes[name] ?? defaultRemoteBase(name)}mf-manifest.json`;
}
