import { REMOTES, RUNTIME_CONFIG_ELEMENT_ID, defaultRemoteBase, type RemoteName, type RuntimeConfig } from '@kingside/contracts';

/**
 * Where each remote lives, learnt when the shell starts: the server writes the configuration into the
 * page (a JSON script element, data not code, so the CSP stays strict). Absent or unreadable -> same
 * origin, /remotes/<name>/. Moving a remote therefore needs no rebuild of the shell.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const remotes: Record<string, string> = {};
  for (const remote of REMOTES) remotes[remote.name] = defaultRemoteBase(remote.name);
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as Partial<RuntimeConfig>;
      for (const [name, base] of Object.entries(parsed.remotes ?? {})) {
        if (typeof base === 'string' && base && name in remotes) remotes[name] = base.endsWith('/') ? base : `${base}/`;
      }
    } catch {
      console.error('Ignoring an unreadable runtime configuration; using same-origin remotes.');
    }
  }
  return { remotes };
}

export function manifestUrl(config: RuntimeConfig, name: RemoteName): string {
  return `${config.remotes[name] ?? defaultRemoteBase(name)}mf-manifest.json`;
}
