import { Joi } from '@kingside/contracts/schemas';
import type { Request } from 'express';
import { Strategy as OAuth2Strategy, type VerifyCallback } from 'passport-oauth2';
import type { LichessConfig } from '../shared/config';
import type { AppDeps } from '../shared/deps';
import type { Logger } from '../shared/logger';
import type { LichessProfile } from './lichessAccounts';
import { consumeToken, issueToken } from './tokens';

/*
 * Sign in with Lichess (docs/spec.md §7.15): OAuth2's authorization code with PKCE. Lichess has no client
 * secrets (any client id is accepted), so the code_verifier, kept in the session beside the state, is what
 * proves the callback comes from the browser that started. Every answer from Lichess is checked before use.
 */

export const LICHESS_CALLBACK_PATH = '/api/auth/lichess/callback';
/** How long a request to Lichess may take before the sign-in gives up on it. */
const LICHESS_TIMEOUT_MS = 8000;

const accountSchema = Joi.object({
  id: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{1,64}$/)
    .required(),
  username: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{1,64}$/)
    .required(),
}).unknown(true);
const emailSchema = Joi.object({ email: Joi.string().trim().lowercase().max(255).email({ tlds: false }) }).unknown(true);
const perfSchema = Joi.object({
  rating: Joi.number().integer().min(0).max(4000).required(),
  rd: Joi.number().min(0).max(1000).required(),
  prov: Joi.boolean(),
}).unknown(true);
const userSchema = Joi.object({
  perfs: Joi.object({ puzzle: perfSchema, rapid: perfSchema }).unknown(true),
}).unknown(true);

function checked<T>(schema: Joi.Schema, value: unknown, what: string): T {
  const result = schema.validate(value);
  if (result.error) throw new Error(`Lichess answered ${what} unexpectedly: ${result.error.message}`);
  return result.value as T;
}

async function getJson(url: string, accessToken?: string): Promise<unknown> {
  const res = await fetch(url, {
    headers: { Accept: 'application/json', ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}) },
    signal: AbortSignal.timeout(LICHESS_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`Lichess answered ${new URL(url).pathname} with ${res.status}`);
  return res.json();
}

/** The signed-in Lichess account: GET /api/account, and GET /api/account/email (scope email:read). */
export async function fetchLichessProfile(config: LichessConfig, accessToken: string): Promise<LichessProfile> {
  const [account, email] = await Promise.all([
    getJson(`${config.url}/api/account`, accessToken),
    getJson(`${config.url}/api/account/email`, accessToken),
  ]);
  const { id, username } = checked<{ id: string; username: string }>(accountSchema, account, '/api/account');
  const address = checked<{ email?: string }>(emailSchema, email, '/api/account/email').email;
  return { id: id.toLowerCase(), username, email: address ?? null };
}

/** passport-oauth2 with Lichess's endpoints, PKCE (S256) and our own profile read. */
class LichessStrategy extends OAuth2Strategy {
  constructor(
    private readonly lichess: LichessConfig,
    publicUrl: string,
  ) {
    super(
      {
        authorizationURL: `${lichess.url}/oauth`,
        tokenURL: `${lichess.url}/api/token`,
        clientID: lichess.clientId,
        // Lichess has none; node-oauth sends it empty.
        clientSecret: '',
        callbackURL: `${publicUrl}${LICHESS_CALLBACK_PATH}`,
        scope: ['email:read'],
        // The state and the code_verifier are kept in the session (express-session's store) and checked on the callback.
        state: true,
        pkce: true,
        sessionKey: 'oauth2:lichess',
        passReqToCallback: true,
      },
      // The profile is the "user": the callback route decides whether it signs in or links (the link's member is in the state).
      (_req: Request, _accessToken: string, _refreshToken: string, profile: LichessProfile, done: VerifyCallback) =>
        done(null, profile as unknown as Express.User),
    );
    this.name = 'lichess';
  }

  override userProfile(accessToken: string, done: (err?: unknown, profile?: unknown) => void): void {
    fetchLichessProfile(this.lichess, accessToken).then(
      (profile) => done(null, profile),
      (error: unknown) => done(error),
    );
  }
}

export function lichessStrategy(deps: AppDeps): OAuth2Strategy | undefined {
  return deps.config.lichess ? new LichessStrategy(deps.config.lichess, deps.config.publicUrl) : undefined;
}

/** What the state carries through Lichess when a signed-in member links their account. */
export interface LichessLinkState {
  link: number;
}

/** A one-use link code for the member (stored hashed, TOKEN_TTL_MS.link): the start URL that will link their account. */
export async function lichessLinkUrl(deps: AppDeps, userId: number): Promise<string> {
  const code = await issueToken(deps.db.models, userId, 'link');
  return `/api/auth/lichess?link=${encodeURIComponent(code)}`;
}

/** The member a link code was issued to, once: null when it is unknown, expired or used. */
export function consumeLinkCode(deps: AppDeps, code: unknown): Promise<number | null> {
  return consumeToken(deps.db.models, code, 'link');
}

/** A Lichess account's ratings, as far as its public profile tells them. */
export interface LichessRatings {
  puzzle?: number;
  puzzleDeviation?: number;
  rapid?: number;
}

/**
 * A Lichess account's public ratings (GET /api/user/{username}): the puzzle rating with its deviation, and the
 * rapid rating unless it is still provisional (a handful of games says little about a player's strength).
 */
export async function fetchLichessRatings(config: LichessConfig, username: string): Promise<LichessRatings> {
  const user = checked<{ perfs?: { puzzle?: { rating: number; rd: number }; rapid?: { rating: number; prov?: boolean } } }>(
    userSchema,
    await getJson(`${config.url}/api/user/${encodeURIComponent(username)}`),
    '/api/user',
  );
  const { puzzle, rapid } = user.perfs ?? {};
  return {
    ...(puzzle ? { puzzle: puzzle.rating, puzzleDeviation: puzzle.rd } : {}),
    ...(rapid && !rapid.prov ? { rapid: rapid.rating } : {}),
  };
}

/** What another domain does when a member has signed in with, or linked, a Lichess account (training: app.ts). */
type LichessLinkedListener = (userId: number, username: string, log: Logger) => Promise<void>;
const linkedListeners = new WeakMap<AppDeps, LichessLinkedListener[]>();

/** Adds `listener` to what follows a Lichess sign-in or link on the app built from `deps`. */
export function onLichessLinked(deps: AppDeps, listener: LichessLinkedListener): void {
  linkedListeners.set(deps, [...(linkedListeners.get(deps) ?? []), listener]);
}

/** A member signed in with, or linked, Lichess account `username`: each listener runs, in turn, before the answer. */
export async function lichessLinked(deps: AppDeps, log: Logger, userId: number, username: string): Promise<void> {
  for (const listener of linkedListeners.get(deps) ?? []) await listener(userId, username, log);
}
