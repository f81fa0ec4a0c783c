import { parseRouteId } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { idParamSchema } from '@kingside/contracts/schemas';
import { badRequest } from '../shared/http/errors';
import { param } from '../shared/http/validate';

/**
 * The id in a path segment, in its one canonical form: "12" is 12; "012", "+12", "1e1", "12.0" and
 * anything else are 400, exactly the segments the browser's parseRouteId turns away (joi alone would
 * convert several of them), so one product never has several URLs (and cache entries).
 */
export function routeId(segment: unknown): number {
  const id = typeof segment === 'string' ? parseRouteId(segment) : null;
  if (id === null) throw badRequest(API_MESSAGES.invalidId);
  return param<number>(id, idParamSchema, 'id');
}
