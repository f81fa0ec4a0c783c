import { joiResolver } from '@hookform/resolvers/joi';
import type { AdminRecord, CatalogueInputs, CatalogueKind, CataloguePatch } from '@kingside/contracts';
import type { ObjectSchema } from 'joi';
import type { Resolver } from 'react-hook-form';
import type { FieldKind, ResourceDefinition } from './resource';

/** What the form holds: every field as the text of its control. */
export type FormValues = Record<string, string>;

/**
 * Dollars as typed ("24.99", "$1,250", "3.5") to integer cents, by the digits (never `× 100` in floating
 * point, where 19.99 × 100 is 1998.9999…). Empty is undefined (the schema says the field is required);
 * anything else that is not dollars and cents, a fraction of a cent included, is NaN (the schema's message).
 */
export function dollarsToCents(text: string): number | undefined {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (plain === '') return undefined;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return Number.NaN;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return Number.NaN;
  return Number(match[1]) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the form shows them: 2499 → "24.99". */
export const centsToDollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function toText(kind: FieldKind, value: unknown): string {
  if (kind === 'money') return typeof value === 'number' && Number.isInteger(value) ? centsToDollars(value) : '';
  if (kind === 'integer') return typeof value === 'number' ? String(value) : '';
  return typeof value === 'string' ? value : '';
}

function fromText(kind: FieldKind, text: string): unknown {
  if (kind === 'money') return dollarsToCents(text);
  if (text.trim() === '') return undefined;
  if (kind === 'integer') return Number(text);
  return text;
}

/** A new record's form: each field's declared default, or empty. */
export function emptyForm<K extends CatalogueKind>(resource: ResourceDefinition<K>): FormValues {
  return Object.fromEntries(resource.fields.map((field) => [field.name, field.defaultValue ?? '']));
}

/** A record as the form shows it. */
export function recordToForm<K extends CatalogueKind>(resource: ResourceDefinition<K>, record: AdminRecord<K>): FormValues {
  return Object.fromEntries(resource.fields.map((field) => [field.name, toText(field.kind, record[field.name as keyof AdminRecord<K>])]));
}

/** What converting a form needs of its fields: each one's name and how it is entered. */
export type TextFields = readonly { name: string; kind: FieldKind }[];

/** The form as the api's input (before validation: the schema decides what is wrong with it). */
export function formToInput(fields: TextFields, values: FormValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field.name, fromText(field.kind, values[field.name] ?? '')]));
}

/** The fields of a valid input that differ from the record: a PATCH sends only these. */
export function changedFields<K extends CatalogueKind>(
  resource: ResourceDefinition<K>,
  input: CatalogueInputs[K],
  record: AdminRecord<K>,
): CataloguePatch<K> {
  const patch: Record<string, unknown> = {};
  for (const { name } of resource.fields) {
    const next = input[name as keyof CatalogueInputs[K]];
    if (next !== record[name as keyof AdminRecord<K>]) patch[name] = next;
  }
  return patch as CataloguePatch<K>;
}

/**
 * react-hook-form's resolver for a form of text fields: the text converted to the api's input (with `fixed`,
 * values the form does not show, added), validated by the contracts' joi schema, so each field shows the
 * schema's own message (which names it). On success the submit handler receives the validated input
 * (trimmed text, cents, whole numbers), ready to send.
 */
export function textFormResolver<Input>(
  fields: TextFields,
  schema: ObjectSchema,
  fixed: Record<string, unknown> = {},
): Resolver<FormValues, unknown, Input> {
  const validate = joiResolver(schema, { abortEarly: false });
  return async (values, context, options) => {
    const result = await validate({ ...fixed, ...formToInput(fields, values) }, context, options as never);
    return result as Awaited<ReturnType<Resolver<FormValues, unknown, Input>>>;
  };
}

/** A resource's resolver: its declared fields, checked by the kind's schema. */
export function resourceResolver<K extends CatalogueKind>(
  resource: ResourceDefinition<K>,
  schema: ObjectSchema,
): Resolver<FormValues, unknown, CatalogueInputs[K]> {
  return textFormResolver<CatalogueInputs[K]>(resource.fields, schema);
}
