import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteByName, type RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_MESSAGES, REQUIRED_EXPOSES } from '@kingside/contracts/deployments';
import semver from 'semver';
import { HttpError } from '../shared/http/errors';
import { typeProblems } from './contractCheckTypes';
import { MANIFEST_FILE } from './store';
import { parseManifest, type ParsedManifest, type SharedEntry } from './manifest';

/*
 * The check a version passes before any browser gets it (activation and canary): it must expose every module the
 * shell and the other remotes load from it (contracts' REQUIRED_EXPOSES), be built as the remote's container, and
 * share each package the shell shares as a singleton (docs/architecture.md §7.2: React, Emotion, the two shared
 * packages) as a singleton too, accepting the version the shell provides; and its exposed modules' types must still be
 * what the shell and the other sections use of them (contractCheckTypes.ts). With `shareStrategy: 'loaded-first'` the
 * shell's copy is the one every remote gets; a remote that requires another version would get React twice or fail.
 *
 * What the shell provides is read from the shell's own build, shell/dist/mf-manifest.json: the versions it was
 * built with, which are what runs in every browser, whatever is installed on this server since.
 */

/** The shell's shared singletons with their versions, from its build; null when there is no readable build. */
export async function shellSingletons(webRoot: string | undefined): Promise<SharedEntry[] | null> {
  if (!webRoot) return null;
  try {
    const bytes = await fs.readFile(path.join(webRoot, 'shell', 'dist', MANIFEST_FILE));
    return parseManifest(bytes).shared.filter((entry) => entry.singleton && entry.version !== null);
  } catch {
    return null;
  }
}

/** Every reason the version would break the site (none: it may go live). */
export function contractProblems(name: RemoteName, manifest: ParsedManifest, shell: SharedEntry[] | null): string[] {
  const problems: string[] = [];
  const { container } = remoteByName(name);
  if (manifest.container !== null && manifest.container !== container) {
    problems.push(DEPLOYMENT_MESSAGES.wrongContainer(container, manifest.container));
  }
  for (const module of REQUIRED_EXPOSES[name]) {
    if (!manifest.exposes.includes(module)) problems.push(DEPLOYMENT_MESSAGES.missingExpose(module));
  }
  // Checked at registration too (contractCheckTypes.ts); again here, against what the site uses now.
  problems.push(...typeProblems(name, manifest));
  if (shell === null) {
    problems.push(DEPLOYMENT_MESSAGES.shellUnknown);
    return problems;
  }
  for (const provided of shell) {
    const declared = manifest.shared.find((entry) => entry.name === provided.name);
    // Not shared by the remote: it does not import the package (or bundles it privately, which nothing here can see).
    if (!declared) continue;
    if (!declared.singleton) problems.push(DEPLOYMENT_MESSAGES.notSingleton(provided.name));
    const version = provided.version!;
    // An unparsable range satisfies nothing: refused, as it would be by the federation runtime.
    if (declared.requiredVersion !== null && !semver.satisfies(version, declared.requiredVersion)) {
      problems.push(DEPLOYMENT_MESSAGES.incompatibleShared(provided.name, declared.requiredVersion, version));
    }
  }
  return problems;
}

/** 422 contractFailed with every problem, when there is one. */
export async function assertContract(name: RemoteName, version: string, manifest: ParsedManifest, webRoot: string | undefined) {
  const problems = contractProblems(name, manifest, await shellSingletons(webRoot));
  if (problems.length > 0) throw new HttpError(422, DEPLOYMENT_MESSAGES.contractFailed(name, version), {}, { problems });
}
