import { createHash } from 'node:crypto';
import { DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { HttpError } from '../shared/http/errors';

/*
 * What the registry reads from a version's mf-manifest.json (the one @module-federation/enhanced writes, e.g.
 * mfe-shop/dist/mf-manifest.json): its container name, the modules it exposes and the packages it shares.
 * Anything else in it is the federation runtime's business.
 */

/** One shared package as a manifest declares it. */
export interface SharedEntry {
  name: string;
  /** the version the build bundled */
  version: string | null;
  /** the range it accepts from whoever provides the package; null = any (webpack's `requiredVersion: false`) */
  requiredVersion: string | null;
  singleton: boolean;
}

export interface ParsedManifest {
  /** sha256 (hex) of the bytes */
  digest: string;
  /** the container's name (`mfe_shop`), when the manifest states one */
  container: string | null;
  exposes: string[];
  shared: SharedEntry[];
  /** its exposed modules' types as the build wrote them (packages/webpack-config/exposedTypes.js), unchecked: contractCheckTypes.ts */
  exposedTypes: unknown;
}

/** The largest manifest read (a real one is a few kilobytes). */
export const MANIFEST_MAX_BYTES = 1024 * 1024;

export const unreadable = (detail: string) => new HttpError(422, DEPLOYMENT_MESSAGES.manifestUnreadable(detail));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export function manifestDigest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The manifest's facts; 422 manifestUnreadable, saying what is wrong, when it is not a federation manifest. */
export function parseManifest(bytes: Buffer): ParsedManifest {
  if (bytes.length > MANIFEST_MAX_BYTES) throw unreadable('it is larger than 1 MB');
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw unreadable('it is not JSON');
  }
  if (!isObject(json)) throw unreadable('it is not a JSON object');
  if (!Array.isArray(json.exposes)) throw unreadable('it has no list of exposes');
  const exposes = json.exposes.map((entry) => (isObject(entry) ? text(entry.path) : null));
  if (exposes.some((path) => path === null)) throw unreadable('an entry of exposes has no path');
  const sharedList = json.shared ?? [];
  if (!Array.isArray(sharedList)) throw unreadable('its shared packages are not a list');
  const shared = sharedList.map((entry): SharedEntry => {
    const name = isObject(entry) ? text(entry.name) : null;
    if (!isObject(entry) || name === null) throw unreadable('a shared package has no name');
    return {
      name,
      version: text(entry.version),
      requiredVersion: text(entry.requiredVersion),
      singleton: entry.singleton === true,
    };
  });
  const metaData = isObject(json.metaData) ? json.metaData : {};
  return {
    digest: manifestDigest(bytes),
    container: text(json.name) ?? text(metaData.name),
    exposes: exposes as string[],
    shared,
    exposedTypes: json.exposedTypes,
  };
}
