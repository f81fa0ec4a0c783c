/**
 * joi schemas of the remote registry (issue 20, contracts' deployments.ts): registering, activating, the canary and
 * the failures browsers report. Shared by the api and the Deployments screen; every message names its field.
 */
import Joi from 'joi';
import { unknownField } from './backOfficeSchemas';
import { DEPLOYMENT_MESSAGES } from './deployments';
import { BUILT_IN_VERSION, REMOTE_FAILURE_PHASES, REMOTE_VERSION_PATTERN, REMOTES } from './remotes';

const version = Joi.string().pattern(REMOTE_VERSION_PATTERN).invalid(BUILT_IN_VERSION).messages({
  '*': 'version must be 1 to 64 letters, digits, dots, underscores, plus or minus signs, starting with a letter or digit',
  'any.invalid': DEPLOYMENT_MESSAGES.reservedVersion,
});

/** Where a version is hosted: an http(s) URL, or a path on this site; a trailing `/` is added when missing. */
const url = Joi.alternatives()
  .try(
    Joi.string()
      .max(500)
      .uri({ scheme: ['http', 'https'] }),
    Joi.string()
      .max(500)
      .pattern(/^\/(?!\/)[^\s?#]*$/),
  )
  .messages({ '*': 'url must be an http(s) URL or a path on this site, at most 500 characters' });

/** POST /api/admin/remotes/{name}/versions. Without `url` the version is in this server's store (the publish script's copy). */
export const registerVersionSchema = Joi.object({ version: version.required(), url }).messages(unknownField);

/** Any registered version, or the built-in one. */
const registeredVersion = Joi.alternatives().try(Joi.string().valid(BUILT_IN_VERSION), version).required().messages({
  'any.required': 'version is required',
  '*': 'version must name a registered version',
});

/** POST /api/admin/remotes/{name}/activate: any registered version, or the built-in one. */
export const activateVersionSchema = Joi.object({ version: registeredVersion }).messages(unknownField);

/** POST …/rollback and …/promote: nothing to send. */
export const emptyCommandSchema = Joi.object({}).messages(unknownField);

/** POST /api/admin/remotes/{name}/canary */
export const canarySchema = Joi.object({
  version: version.when('percent', { is: 0, then: Joi.optional(), otherwise: Joi.required() }).messages({
    'any.required': DEPLOYMENT_MESSAGES.canaryVersionRequired,
  }),
  percent: Joi.number().integer().min(0).max(100).strict().required().messages({ '*': 'percent must be a whole number from 0 to 100' }),
}).messages(unknownField);

/** POST /api/remote-failures: what a browser may say, and nothing personal. */
export const remoteFailureSchema = Joi.object({
  remote: Joi.string()
    .valid(...REMOTES.map((r) => r.name))
    .required()
    .messages({ '*': `remote must be one of: ${REMOTES.map((r) => r.name).join(', ')}` }),
  version: Joi.alternatives()
    .try(Joi.string().valid(BUILT_IN_VERSION), version)
    .required()
    .messages({ '*': 'version must name a version' }),
  phase: Joi.string()
    .valid(...REMOTE_FAILURE_PHASES)
    .required()
    .messages({ '*': `phase must be one of: ${REMOTE_FAILURE_PHASES.join(', ')}` }),
}).messages(unknownField);

/** POST /api/admin/remotes/{name}/preview: a preview link of any registered version, or of the built-in one. */
export const previewLinkSchema = Joi.object({ version: registeredVersion }).messages(unknownField);

/** A preview link's token: its payload and its HMAC, each base64url, joined by a dot (api/src/deployments/previewLinks.ts). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,200}\.[A-Za-z0-9_-]{43}$/;

/** GET /api/preview?t=<token> */
export const previewOpenQuerySchema = Joi.object({
  t: Joi.string().pattern(PREVIEW_TOKEN_PATTERN).required().messages({ '*': DEPLOYMENT_MESSAGES.previewInvalid }),
}).messages(unknownField);

/** POST /api/preview/exit: the page to go back to, a path on this site (never `//host` or `/\host`, another origin). */
export const previewExitSchema = Joi.object({
  back: Joi.string()
    .max(2000)
    .pattern(/^\/(?![/\\])[^\s\\]*$/)
    .messages({ '*': 'back must be a path on this site' }),
}).messages(unknownField);
