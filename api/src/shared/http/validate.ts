import type { ObjectSchema, Schema } from 'joi';
import type { Request } from 'express';
import { badRequest } from './errors';

/** Each schema with our preferences applied, made once: options passed per call are merged by joi on every call. */
const prepared = { convert: new WeakMap<ObjectSchema, ObjectSchema>(), strict: new WeakMap<ObjectSchema, ObjectSchema>() };

function withPreferences(schema: ObjectSchema, convert: boolean): ObjectSchema {
  const cache = convert ? prepared.convert : prepared.strict;
  let ready = cache.get(schema);
  if (!ready) {
    ready = schema.prefs({ abortEarly: true, allowUnknown: false, stripUnknown: false, convert });
    cache.set(schema, ready);
  }
  return ready;
}

/**
 * Validates one part of a request against a joi schema of @kingside/contracts and returns the cleaned
 * value. Unknown keys are refused, so nothing the caller does not own can be stored (no mass assignment).
 */
export function validated<T>(schema: ObjectSchema, value: unknown, options: { convert?: boolean } = {}): T {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('Expected a JSON object');
  }
  const result = withPreferences(schema, options.convert ?? true).validate(value);
  if (result.error) {
    const detail = result.error.details[0];
    if (detail?.type === 'object.unknown') throw badRequest(`Unknown field: ${detail.context?.key ?? detail.path.join('.')}`);
    throw badRequest(result.error.message);
  }
  return result.value as T;
}

export const body = <T>(req: Request, schema: ObjectSchema) => validated<T>(schema, req.body ?? {}, { convert: true });

/** Each field rule of a params schema, extracted once. */
const fields = new WeakMap<ObjectSchema, Map<string, Schema>>();

/**
 * One path parameter, checked by its field's rule in a params schema of @kingside/contracts (the same
 * rule and message as validating the whole params object, converting "12" to 12). Cheaper than validating `{...req.params}`: joi
 * runs on the value alone with its default preferences, which it merges once per schema instead of on
 * every call, and no object is cloned. For the hot catalogue routes (docs/architecture.md §4).
 */
export function param<T>(value: unknown, schema: ObjectSchema, name: string): T {
  let rules = fields.get(schema);
  if (!rules) fields.set(schema, (rules = new Map()));
  let rule = rules.get(name);
  if (!rule) rules.set(name, (rule = schema.extract(name)));
  const result = rule.validate(value);
  if (result.error) throw badRequest(result.error.message);
  return result.value as T;
}
