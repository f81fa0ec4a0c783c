import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { Strategy as GitHubStrategy, type StrategyOptionsWithRequest } from 'passport-github2';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AppDeps } from '../shared/deps';
import type { UserModel } from './models';
import { authenticate } from './credentials';
import { githubSignIn, type GithubProfile } from './githubAccounts';
import { lichessStrategy } from './lichess';

export const GITHUB_CALLBACK_PATH = '/api/auth/github/callback';

/** The client address as Express sees it (TRUST_PROXY decides how many proxies to look through). */
export const clientIp = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? '';

type Authenticator = InstanceType<typeof passport.Authenticator>;

const instances = new WeakMap<AppDeps, Authenticator>();

/**
 * A Passport of its own per app (not the global singleton), so apps with different configurations can
 * live side by side. No strategy uses Passport's login sessions: sign-in ends in a bearer token.
 */
export function passportFor(deps: AppDeps): Authenticator {
  const existing = instances.get(deps);
  if (existing) return existing;
  const instance = new passport.Authenticator();

  instance.use(
    'local',
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false },
      (req, email, password, done) => {
        authenticate(deps, email, password, clientIp(req), { requireVerified: true }).then(
          (user) => done(null, user),
          (error: unknown) => done(error),
        );
      },
    ),
  );

  const { github, publicUrl } = deps.config;
  if (github) {
    const options: StrategyOptionsWithRequest = {
      clientID: github.clientId,
      clientSecret: github.clientSecret,
      callbackURL: `${publicUrl}${GITHUB_CALLBACK_PATH}`,
      scope: ['user:email'],
      // The state is kept in the session and checked on the callback: a forged callback is refused.
      state: true as unknown as string,
      // Without it passport-github2 keeps only the primary address and drops the `verified` flag.
      allRawEmails: true,
      passReqToCallback: true,
      ...(github.authorizationURL ? { authorizationURL: github.authorizationURL } : {}),
      ...(github.tokenURL ? { tokenURL: github.tokenURL } : {}),
      ...(github.userProfileURL ? { userProfileURL: github.userProfileURL } : {}),
      ...(github.userEmailURL ? { userEmailURL: github.userEmailURL } : {}),
    };
    instance.use(
      'github',
      new GitHubStrategy(
        options,
        (
          req: Request,
          _accessToken: string,
          _refreshToken: string,
          profile: GithubProfile,
          done: (error: unknown, user?: unknown, info?: unknown) => void,
        ) => {
          githubSignIn(deps, profile, clientIp(req)).then(
            (result) => ('user' in result ? done(null, result.user) : done(null, false, { problem: result.problem })),
            (error: unknown) => done(error),
          );
        },
      ),
    );
  }
  const lichess = lichessStrategy(deps);
  if (lichess) instance.use('lichess', lichess);
  instances.set(deps, instance);
  return instance;
}

/** What a strategy handed over: a member, or (Lichess) the outside profile the route then signs in or links. */
export interface StrategyOutcome<U = UserModel> {
  user: U | false;
  info: unknown;
}

/**
 * Runs a strategy inside a route and resolves with its outcome instead of letting Passport answer,
 * so the route decides the response (a JSON token, a redirect) and errors reach the error handler.
 */
export function runStrategy<U = UserModel>(
  instance: Authenticator,
  name: string,
  req: Request,
  res: Response,
): Promise<StrategyOutcome<U>> {
  return new Promise((resolve, reject) => {
    const middleware = instance.authenticate(name, { session: false }, (error: unknown, user: U | false, info: unknown) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve({ user, info });
    });
    (middleware as (req: Request, res: Response, next: NextFunction) => void)(req, res, (error?: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve({ user: false, info: undefined }),
    );
  });
}
