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
 * with the props it passes at the types this checkout's version of the remote declares. Compared here without a
 * compiler (none runs in production): a prop a consumer passes must still be taken, at the same printed type, and not
 * turn from optional into required; the version must require no prop the consumer does not pass.
 */

interface PropType {
  type: string;
  optional: boolean;
}
type MemberType = { kind: 'function'; props: Record<string, PropType> } | { kind: 'value'; type: string };
interface ExposedTypes {
  format: 1;
  modules: Record<string, Record<string, MemberType>>;
}
interface Use {
  consumer: string;
  member: string;
  kind: 'function';
  props: Record<string, PropType>;
}
export type ContractUsage = Partial<Record<RemoteName, Record<string, Use[]>>>;

const MAX_TYPE_LENGTH = 4000;
const name = Joi.string().min(1).max(200);
const propType = Joi.object({ type: Joi.string().min(1).max(MAX_TYPE_LENGTH).required(), optional: Joi.boolean().required() });
const memberType = Joi.alternatives(
  Joi.object({ kind: Joi.string().valid('function').required(), props: Joi.object().pattern(name, propType).max(200).required() }),
  Joi.object({ kind: Joi.string().valid('value').required(), type: Joi.string().min(1).max(MAX_TYPE_LENGTH).required() }),
);
const exposedTypesSchema = Joi.object({
  format: Joi.number().valid(1).required(),
  modules: Joi.object().pattern(name, Joi.object().pattern(name, memberType).max(500)).max(200).required(),
});

/** The version's exposed types, or the problem that they are missing or unreadable. */
function readExposedTypes(raw: unknown): ExposedTypes | string {
  if (raw === undefined || raw === null) return DEPLOYMENT_MESSAGES.noExposedTypes;
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

/** What is wrong with `found` for a use; null when it fits. */
function misfit(use: Use, found: MemberType | undefined): string | null {
  if (!found) return 'is missing';
  if (found.kind !== 'function') return `is not a component: it is a value of type ${found.type}`;
  const fits =
    Object.entries(use.props).every(([prop, expected]) => {
      const declared = found.props[prop];
      return declared !== undefined && declared.type === expected.type && (declared.optional || !expected.optional);
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
