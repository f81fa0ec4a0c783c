/**
 * The six remotes: short name (used in /remotes/<name>/ and REMOTE_<NAME>_URL), folder, container name
 * (a JavaScript identifier), dev-server port, and how the site names the section when it is unavailable.
 * Read by the webpack builds, the server and the shell.
 */
export const REMOTES = [
  { name: 'learn', dir: 'mfe-learn', container: 'mfe_learn', port: 3001, label: 'Lessons' },
  { name: 'blog', dir: 'mfe-blog', container: 'mfe_blog', port: 3002, label: 'Blog' },
  { name: 'shop', dir: 'mfe-shop', container: 'mfe_shop', port: 3003, label: 'Shop' },
  { name: 'checkout', dir: 'mfe-checkout', container: 'mfe_checkout', port: 3004, label: 'Cart and checkout' },
  { name: 'auth', dir: 'mfe-auth', container: 'mfe_auth', port: 3005, label: 'Member accounts' },
  { name: 'admin', dir: 'mfe-admin', container: 'mfe_admin', port: 3006, label: 'Admin portal' },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];

export function remoteByName(name: RemoteName) {
  const remote = REMOTES.find((r) => r.name === name);
  if (!remote) throw new Error(`Unknown remote ${name}`);
  return remote;
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && REMOTES.some((remote) => remote.name === value);
}

/** Environment variable that relocates a remote: learn -> REMOTE_LEARN_URL. */
export function remoteUrlVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

/** Default location of a remote: same origin, /remotes/<name>/. */
export function defaultRemoteBase(name: RemoteName): string {
  return `/remotes/${name}/`;
}

/** Id of the JSON script element through which the server hands the shell its runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'kingside-runtime-config';

/**
 * Id of the preview bar the server writes first in a previewing browser's pages (issue 45), outside the shell's #root: a
 * form whose hidden field `back` the shell keeps on the page shown, so that Exit preview comes back to it.
 */
export const PREVIEW_BAR_ELEMENT_ID = 'kingside-preview';

/**
 * The version of a remote built with the site itself and served from /remotes/<name>/ (or `REMOTE_<NAME>_URL`):
 * what is live before any version is activated, and what a rollback of the first activation returns to.
 * Reserved: no published version may take the name.
 */
export const BUILT_IN_VERSION = 'built-in';

/** A version name: letters, digits and `.`, `_`, `+`, `-`, starting with a letter or digit, at most 64 characters. */
export const REMOTE_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

/** When a browser failed with a remote: loading its manifest, entry or module; timing out; or rendering it. */
export const REMOTE_FAILURE_PHASES = ['load', 'timeout', 'render'] as const;
export type RemoteFailurePhase = (typeof REMOTE_FAILURE_PHASES)[number];

/** Where a browser reports a remote it could not load or render (docs/spec.md §7.13). */
export const REMOTE_FAILURES_API = '/api/remote-failures';
