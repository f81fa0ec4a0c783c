import { BACK_OFFICE_MESSAGES } from '@kingside/contracts';
import type { Request } from 'express';
import { badRequest } from './errors';

const MAX_VERSION = 2_147_483_647;
/**
 * One entity tag of If-Match: the api's `"<version>"`. A weak `W/"<version>"` is taken as the same version:
 * a proxy that compresses answers may weaken an ETag on its way to the browser, and a version names one
 * state of the record however its bytes were encoded.
 */
const TAG = /^(?:W\/)?"([1-9]\d{0,9})"$/;

/**
 * The versions an If-Match header names: null when there is none (or it is empty), 'any' for `*`, else
 * the list (RFC 9110 allows several). 400 when it is not made of the api's ETags.
 */
export function ifMatchVersions(req: Request): number[] | 'any' | null {
  return parseIfMatch(req.get('If-Match'));
}

/** ifMatchVersions of a header's value. */
export function parseIfMatch(value: string | undefined): number[] | 'any' | null {
  const header = value?.trim();
  if (!header) return null;
  if (header === '*') return 'any';
  return header.split(',').map((part) => {
    const version = Number(TAG.exec(part.trim())?.[1] ?? NaN);
    if (!Number.isSafeInteger(version) || version < 1 || version > MAX_VERSION) throw badRequest(BACK_OFFICE_MESSAGES.invalidIfMatch);
    return version;
  });
}
