import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_VERSION_PATTERN, BUILT_IN_VERSION, type RemoteName } from '@kingside/contracts';

/*
 * This server's store of published versions (REMOTES_DIR, docs/architecture.md §11): a version's files, as its
 * remote's dist/ has them, in <REMOTES_DIR>/<name>/<version>/, served at /remotes/<name>/<version>/
 * (web/site.ts), and its server bundle (the remote's dist-server/) in the `.server` folder beside them, which is
 * never served. scripts/publishRemote.mjs fills it, then registers the version.
 */

export const MANIFEST_FILE = 'mf-manifest.json';
/** Where a version keeps its server bundle: a dot-folder, which the static files never answer. */
export const SERVER_FOLDER = '.server';

/** The name of a stored version: a valid version name (no separator, no dot-segment), never the built-in one. */
export function isStoredVersionName(version: string): boolean {
  return REMOTE_VERSION_PATTERN.test(version) && version !== BUILT_IN_VERSION;
}

export function versionDir(remotesDir: string, name: RemoteName, version: string): string {
  if (!isStoredVersionName(version)) throw new Error(`not a version name: ${version}`);
  return path.join(remotesDir, name, version);
}

/** The version's server bundle (a copy of the remote's dist-server/section.js, with its chunks). */
export function serverBundleFile(remotesDir: string, name: RemoteName, version: string): string {
  return path.join(versionDir(remotesDir, name, version), SERVER_FOLDER, 'section.js');
}

/** The bytes of a stored version's manifest, or null when the store does not have the version. */
export async function readStoredManifest(remotesDir: string, name: RemoteName, version: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(versionDir(remotesDir, name, version), MANIFEST_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}
