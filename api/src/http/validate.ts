import type { ObjectSchema } from 'joi';
import type { Request } from 'express';
import { badRequest } from './errors';

/**
 * Validates one part of a request against a joi schema of @kingside/contracts and returns the cleaned
 * value. Unknown keys are refused, so nothing the caller does not own can be stored (no mass assignment).
 */
export function validated<T>(schema: ObjectSchema, value: unknown, options: { convert?: boolean } = {}): T {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Expected a JSON object');
  }
  const result = schema.validate(value, { abortEarly: true, allowUnknown: false, stripUnknown: false, convert: options.convert ?? true });
  if (result.error) {
    const detail = result.error.details[0];
    if (detail?.type === 'object.unknown') throw badRequest(`Unknown field: ${detail.context?.key ?? detail.path.join('.')}`);
    throw badRequest(result.error.message);
  }
  return result.value as T;
}

export const body = <T>(req: Request, schema: ObjectSchema) => validated<T>(schema, req.body ?? {}, { convert: true });
/** Path parameters always arrive as strings: convert "12" to 12, then check. */
export const params = <T>(req: Request, schema: ObjectSchema) => validated<T>(schema, { ...req.params }, { convert: true });
