import type { RemoteName } from '@kingside/contracts';
import { DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import Joi from 'joi';
import { HttpError } from '../shared/http/errors';
import type { ParsedManifest } from './manifest';
import contractUsage from './contractUsage.json';

/*
 * The typed contract (issue 45, docs/architecture.md §11): a version's exposed modules must still be what the shell and
 * the other sections use of them. A build writes its exposed modules' types into its mf-manifest.json (exposedTypes,
 * packages/webpack-config/exposedTypes.js: for each module, each export, a function with the props of its one argument
 * or a value with its type, as the TypeScript compiler prints them). What the site uses is contractUsage.json, written
 * from the site's code by scripts/remoteUsage.mjs: each consumer's use of a module's default export as a component,
 * with the props it passes at the types this checkout's version of the remote declares (and its own code is type-checked
 * against, by `tsc -b`). Compared here without a compiler (none runs in production): a prop a consumer passes must still
 * be taken, at a type its recorded one is assignable to (so whatever the consumer passes still is), and not turn from
 * optional into required; the version must require no prop the consumer does not pass.
 */

/**
 * A type's structure as the build writes it (packages/webpack-config/exposedTypes.js): primitives, literals, unions,
 * arrays, functions and object types written out, every other type by its name as printed.
 */
type Shape =
  | { kind: 'primitive'; name: string }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'union'; members: Shape[] }
  | { kind: 'array'; readonly: boolean; element: Shape }
  | { kind: 'function'; params: { shape: Shape; optional: boolean }[]; returns: Shape }
  | { kind: 'object'; props: Record<string, { shape: Shape; optional: boolean }> }
  | { kind: 'named'; type: string };

interface PropType {
  type: string;
  optional: boolean;
  /** absent from a version built before shapes were written: its type is then compared as printed */
  shape?: Shape;
}
type MemberType = { kind: 'function'; props: Record<string, PropType> } | { kind: 'value'; type: string };
interface ExposedTypes {
  format: 1;
  modules: Record<string, Record<string, MemberType>>;
}
/** The primitives a shape names. */
const PRIMITIVES = ['any', 'unknown', 'string', 'number', 'boolean', 'bigint', 'symbol', 'null', 'undefined', 'void', 'never', 'object'];

interface Use {
  consumer: string;
  member: string;
  kind: 'function';
  props: Record<string, PropType>;
}
export type ContractUsage = Partial<Record<RemoteName, Record<string, Use[]>>>;

const MAX_TYPE_LENGTH = 4000;
/** The deepest JSON read: a version's types nest 6 levels to a prop's shape, which the build writes at most 6 types deep (up to 3 levels of JSON each). */
const MAX_DEPTH = 40;
const name = Joi.string().min(1).max(200);
const typeText = Joi.string().min(1).max(MAX_TYPE_LENGTH);
const shapeLink = Joi.link('#typeShape');
const kind = (value: Shape['kind']) => Joi.string().valid(value).required();
const shapeSchema = Joi.alternatives()
  .try(
    Joi.object({
      kind: kind('primitive'),
      name: Joi.string()
        .valid(...PRIMITIVES)
        .required(),
    }),
    Joi.object({
      kind: kind('literal'),
      value: Joi.alternatives(Joi.string().max(MAX_TYPE_LENGTH), Joi.number(), Joi.boolean()).required(),
    }),
    Joi.object({ kind: kind('union'), members: Joi.array().items(shapeLink).min(1).max(100).required() }),
    Joi.object({ kind: kind('array'), readonly: Joi.boolean().required(), element: shapeLink.required() }),
    Joi.object({
      kind: kind('function'),
      params: Joi.array()
        .items(Joi.object({ shape: shapeLink.required(), optional: Joi.boolean().required() }))
        .max(20)
        .required(),
      returns: shapeLink.required(),
    }),
    Joi.object({
      kind: kind('object'),
      props: Joi.object()
        .pattern(name, Joi.object({ shape: shapeLink.required(), optional: Joi.boolean().required() }))
        .max(200)
        .required(),
    }),
    Joi.object({ kind: kind('named'), type: typeText.required() }),
  )
  .id('typeShape');
const propType = Joi.object({ type: typeText.required(), optional: Joi.boolean().required(), shape: shapeSchema });
const memberType = Joi.alternatives(
  Joi.object({ kind: Joi.string().valid('function').required(), props: Joi.object().pattern(name, propType).max(200).required() }),
  Joi.object({ kind: Joi.string().valid('value').required(), type: typeText.required() }),
);
const exposedTypesSchema = Joi.object({
  format: Joi.number().valid(1).required(),
  modules: Joi.object().pattern(name, Joi.object().pattern(name, memberType).max(500)).max(200).required(),
});

/** How deep JSON nests, counted no further than `limit` (a hostile manifest may nest deeper than a recursion can follow). */
function depthOver(value: unknown, limit: number): boolean {
  if (limit < 0) return true;
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => depthOver(inner, limit - 1));
}

/** The version's exposed types, or the problem that they are missing or unreadable. */
function readExposedTypes(raw: unknown): ExposedTypes | string {
  if (raw === undefined || raw === null) return DEPLOYMENT_MESSAGES.noExposedTypes;
  if (depthOver(raw, MAX_DEPTH)) return DEPLOYMENT_MESSAGES.unreadableTypes('its types nest too deep');
  const { error, value } = exposedTypesSchema.validate(raw, { abortEarly: true, convert: false });
  return error ? DEPLOYMENT_MESSAGES.unreadableTypes(error.message) : (value as ExposedTypes);
}

const who = (consumer: string) => (consumer === 'shell' ? 'the shell' : `the ${consumer} section`);

/** `{ productIds: number[]; onNavigate?: () => void }`, or `no props`. */
function describeProps(props: Record<string, PropType>): string {
  const entries = Object.entries(props);
  if (entries.length === 0) return 'no props';
  return `{ ${entries.map(([prop, { type, optional }]) => `${prop}${optional ? '?' : ''}: ${type}`).join('; ')} }`;
}

/**
 * Whether a value of type `source` may be used where `target` is expected: TypeScript's assignability (strict null checks
 * and function types) over the shapes the build writes; a type written by its name is assignable to the same name only.
 */
export function assignable(source: Shape, target: Shape): boolean {
  if (target.kind === 'primitive' && (target.name === 'any' || target.name === 'unknown')) return true;
  if (source.kind === 'primitive' && (source.name === 'any' || source.name === 'never')) return true;
  if (source.kind === 'union') return source.members.every((member) => assignable(member, target));
  if (target.kind === 'union') return target.members.some((member) => assignable(source, member));
  if (target.kind === 'primitive' && target.name === 'object' && ['array', 'function', 'object'].includes(source.kind)) return true;
  switch (source.kind) {
    case 'primitive':
      return target.kind === 'primitive' && (target.name === source.name || (source.name === 'undefined' && target.name === 'void'));
    case 'literal':
      return (
        (target.kind === 'literal' && target.value === source.value) || (target.kind === 'primitive' && target.name === typeof source.value)
      );
    case 'array':
      return target.kind === 'array' && (target.readonly || !source.readonly) && assignable(source.element, target.element);
    case 'function':
      return (
        target.kind === 'function' &&
        // every argument the source needs, the target's callers give; each one the target is given, the source takes
        source.params.every((param, i) => param.optional || target.params[i]?.optional === false) &&
        target.params.every((param, i) => {
          const taken = source.params[i];
          return taken === undefined || assignable(param.shape, taken.shape);
        }) &&
        ((target.returns.kind === 'primitive' && target.returns.name === 'void') || assignable(source.returns, target.returns))
      );
    case 'object':
      return (
        target.kind === 'object' &&
        Object.entries(target.props).every(([prop, expected]) => {
          const found = source.props[prop];
          return found === undefined
            ? expected.optional
            : (expected.optional || !found.optional) && assignable(found.shape, expected.shape);
        })
      );
    case 'named':
      return target.kind === 'named' && target.type === source.type;
  }
}

/** Whether what a consumer passes for a prop, recorded as `used`, is still taken as `declared`. */
const propFits = (used: PropType, declared: PropType): boolean =>
  (used.shape && declared.shape ? assignable(used.shape, declared.shape) : used.type === declared.type) &&
  (declared.optional || !used.optional);

/** What is wrong with `found` for a use; null when it fits. */
function misfit(use: Use, found: MemberType | undefined): string | null {
  if (!found) return 'is missing';
  if (found.kind !== 'function') return `is not a component: it is a value of type ${found.type}`;
  const fits =
    Object.entries(use.props).every(([prop, expected]) => {
      const declared = found.props[prop];
      return declared !== undefined && propFits(expected, declared);
    }) && Object.entries(found.props).every(([prop, declared]) => declared.optional || use.props[prop] !== undefined);
  return fits ? null : `takes ${describeProps(found.props)}`;
}

/**
 * Every use of the remote's modules that the version's types break, one line each naming the module, the consumer and the
 * member. A module the version does not expose at all is the exposes check's problem (contractCheck.ts), not repeated here.
 */
export function typeProblems(
  remote: RemoteName,
  manifest: Pick<ParsedManifest, 'exposes' | 'exposedTypes'>,
  usage: ContractUsage = contractUsage as ContractUsage,
): string[] {
  const uses = Object.entries(usage[remote] ?? {}).filter(([module]) => manifest.exposes.includes(module));
  if (uses.length === 0) return [];
  const types = readExposedTypes(manifest.exposedTypes);
  if (typeof types === 'string') return [types];
  const problems: string[] = [];
  for (const [module, moduleUses] of uses) {
    for (const use of moduleUses) {
      const found = misfit(use, types.modules[module]?.[use.member]);
      if (found !== null) {
        problems.push(
          DEPLOYMENT_MESSAGES.typeBroken(module, who(use.consumer), use.member, `a component taking ${describeProps(use.props)}`, found),
        );
      }
    }
  }
  return problems;
}

/** 422 typesBroken with every problem, when there is one: a version is refused at registration (publishing). */
export function assertTypes(remote: RemoteName, version: string, manifest: ParsedManifest): void {
  const problems = typeProblems(remote, manifest);
  if (problems.length > 0) throw new HttpError(422, DEPLOYMENT_MESSAGES.typesBroken(remote, version), {}, { problems });
}
