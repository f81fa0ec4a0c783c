import {
  API,
  AUTH_LANDING,
  AUTH_MESSAGES,
  ROUTES,
  type GithubProblem,
  type LichessProblem,
  type LoginResponse,
  type MessageResponse,
  type PublicUser,
  type RegisterResponse,
  LICHESS_SIGN_IN,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import {
  credentialsSchema,
  emptyCommandSchema,
  registerInitiativeSchema,
  registerSchema,
  resendVerificationSchema,
} from '@kingside/contracts/schemas';
import { type LichessLinkResponse } from '@kingside/contracts/training';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { AppDeps } from '../shared/deps';
import { consumeLinkCode, lichessLinked, lichessLinkUrl, type LichessLinkState } from './lichess';
import { lichessSignIn, linkLichess, type LichessProfile } from './lichessAccounts';
import { clientIp, passportFor, runStrategy, type StrategyOutcome } from './passport';
import { toPublicUser } from './publicUser';
import { authRateLimiter } from './rateLimit';
import { registerMember } from './registration';
import { bearerToken, findUserByToken, issueToken, revokeToken, tokenOrigin } from './tokens';
import { consumeVerification, renewVerification, sendVerificationMail } from './verification';
import type { UserModel } from './models';
import { HttpError } from '../shared/http/errors';
import { body } from '../shared/http/validate';

interface RegisterBody {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}
interface InitiativeBody {
  username: string;
  email: string;
  password: string;
  initiativeMember: boolean;
  ageGroup?: string;
  chessExperience?: string;
}

const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.authenticationRequired, { 'WWW-Authenticate': 'Bearer' });

/** Where the browser lands after the e-mail link, GitHub or Lichess: the /auth page, which explains the outcome. */
const landing = (query: string) => `${ROUTES.auth}?${query}`;

/**
 * /api/auth/* (docs/spec.md §7 and the member-accounts issue). Sign-in, registration and verification routes
 * share the per-address rate limit; /me and /logout do not (the site calls /me on every visit).
 */
export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const limit = authRateLimiter(deps);
  const passport = passportFor(deps);
  const { models } = deps.db;

  // Answers carry tokens and personal data: never cached by the browser or a proxy.
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  const registered = async (res: Response, user: UserModel, message: string) => {
    res.status(201).json({ message, email: user.email } satisfies RegisterResponse);
  };

  router.post('/register', limit, async (req, res) => {
    const input = body<RegisterBody>(req, registerSchema);
    const user = await registerMember(deps, { ...input, initiativeMember: false });
    await registered(res, user, AUTH_MESSAGES.registered);
  });

  router.post('/register-initiative', limit, async (req, res) => {
    const input = body<InitiativeBody>(req, registerInitiativeSchema);
    // This route exists to join the initiative: whatever the body says, the new member is in it.
    const user = await registerMember(deps, {
      username: input.username,
      email: input.email,
      password: input.password,
      initiativeMember: true,
      ageGroup: input.ageGroup ?? null,
      chessExperience: input.chessExperience ?? null,
    });
    await registered(res, user, AUTH_MESSAGES.initiativeJoined);
  });

  /**
   * Always the same answer, sent before anything is looked up, so neither the answer nor its timing says
   * whether the address is registered. The new link (replacing the old) is mailed in the background.
   */
  router.post('/resend-verification', limit, (req, res) => {
    const { email } = body<{ email: string }>(req, resendVerificationSchema);
    res.json({ message: AUTH_MESSAGES.resendAccepted } satisfies MessageResponse);
    void (async () => {
      const user = await models.User.findOne({ where: { email: email.toLowerCase() } });
      if (!user || user.isVerified) return;
      const token = await renewVerification(user);
      await sendVerificationMail(deps, user, token);
    })().catch((error: unknown) => req.log.error({ err: error }, 'resending the verification mail failed'));
  });

  /** The link of the verification e-mail: verifies, then sends the browser to /auth to say how it went. */
  router.get('/verify-email', limit, async (req, res) => {
    const outcome = await consumeVerification(deps, req.query.token);
    res.redirect(
      302,
      outcome === 'verified' ? landing(`${AUTH_LANDING.verifiedParam}=1`) : landing(`${AUTH_LANDING.verificationParam}=${outcome}`),
    );
  });

  router.post('/login', limit, async (req, res) => {
    body(req, credentialsSchema);
    const { user } = await runStrategy(passport, 'local', req, res);
    // The strategy refuses with 401/403/423 errors of its own; a missing field never gets this far.
    if (!user) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
    const token = await issueToken(models, user.id, 'member', tokenOrigin(req));
    res.json({ token } satisfies LoginResponse);
  });

  /**
   * Revokes the bearer token. Idempotent: a token that is already revoked, expired or unknown answers
   * 200 too (the caller's goal, a dead token, holds); only a request without a token is refused.
   */
  router.post('/logout', async (req, res) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    await revokeToken(models, token);
    res.json({ message: AUTH_MESSAGES.loggedOut } satisfies MessageResponse);
  });

  router.get('/me', async (req, res) => {
    const token = bearerToken(req);
    const user = token ? await findUserByToken(models, token, 'member') : null;
    if (!user) throw unauthenticated();
    res.json(toPublicUser(user) satisfies PublicUser);
  });

  mountGithub(router, deps, limit);
  mountLichess(router, deps, limit);
  return router;
}

function mountGithub(router: Router, deps: AppDeps, limit: RequestHandler) {
  const passport = passportFor(deps);
  const failed = (res: Response, problem: GithubProblem) => res.redirect(302, landing(`${AUTH_LANDING.githubParam}=${problem}`));

  if (!deps.config.github) {
    /*
     * Not configured: API clients get a JSON 503 saying so; a browser (the /auth page's button is a
     * full-page navigation) is sent back to /auth, which shows the same message.
     */
    const notConfigured = (req: Request, res: Response) => {
      if (req.accepts(['json', 'html']) === 'html') {
        failed(res, 'unavailable');
        return;
      }
      res.status(503).json({ message: API_MESSAGES.githubNotConfigured } satisfies MessageResponse);
    };
    router.get('/github', limit, notConfigured);
    router.get('/github/callback', limit, notConfigured);
    return;
  }

  // Redirects to GitHub with a fresh `state` stored in the session. Only the callback takes GitHub's answer:
  // passport would read a `code` or `error` here as one, so the start route drops any query first.
  const startGithub = passport.authenticate('github', { session: false }) as RequestHandler;
  router.get('/github', limit, (req, res, next) => {
    if (Object.keys(req.query).length > 0) {
      res.redirect(302, API.github);
      return;
    }
    startGithub(req, res, next);
  });

  router.get('/github/callback', limit, async (req, res) => {
    let outcome;
    try {
      outcome = await runStrategy(passport, 'github', req, res);
    } catch (error) {
      req.log.warn({ err: error }, 'GitHub sign-in failed');
      failed(res, 'failed');
      return;
    }
    if (!outcome.user) {
      const problem = (outcome.info as { problem?: GithubProblem } | undefined)?.problem ?? 'failed';
      req.log.info({ info: outcome.info }, 'GitHub sign-in refused');
      failed(res, problem);
      return;
    }
    const token = await issueToken(deps.db.models, outcome.user.id, 'member', tokenOrigin(req));
    // In the fragment: browsers never send it to a server, so it stays out of logs and Referer headers.
    res.redirect(302, `${ROUTES.auth}#${AUTH_LANDING.tokenFragmentKey}=${encodeURIComponent(token)}`);
  });
}

/**
 * Sign in with Lichess (docs/spec.md §7.15), and linking it to a signed-in member: POST /lichess/link gives a
 * one-use code, spent by the start route, which carries the member's id through Lichess in the session's state.
 */
function mountLichess(router: Router, deps: AppDeps, limit: RequestHandler) {
  const passport = passportFor(deps);
  const failed = (res: Response, problem: LichessProblem) => res.redirect(302, landing(`${AUTH_LANDING.lichessParam}=${problem}`));
  const wantsPage = (req: Request) => req.accepts(['json', 'html']) === 'html';

  if (!deps.config.lichess) {
    // As GitHub's: a JSON 503 for API clients, and back to /auth, which says the same, for a browser.
    const notConfigured = (req: Request, res: Response) => {
      if (wantsPage(req)) {
        failed(res, 'unavailable');
        return;
      }
      res.status(503).json({ message: LICHESS_SIGN_IN.notConfigured } satisfies MessageResponse);
    };
    router.get('/lichess', limit, notConfigured);
    router.get('/lichess/callback', limit, notConfigured);
    router.post('/lichess/link', limit, (_req, res) => {
      res.status(503).json({ message: LICHESS_SIGN_IN.notConfigured } satisfies MessageResponse);
    });
    return;
  }

  router.post('/lichess/link', limit, async (req, res) => {
    const token = bearerToken(req);
    const user = token ? await findUserByToken(deps.db.models, token, 'member') : null;
    if (!user) throw unauthenticated();
    body(req, emptyCommandSchema);
    res.json({ url: await lichessLinkUrl(deps, user.id) } satisfies LichessLinkResponse);
  });

  const start = (req: Request, res: Response, next: NextFunction, state?: LichessLinkState) =>
    // An object state is kept in the session beside passport-oauth2's own and handed back on success (its types say string only).
    (passport.authenticate('lichess', { session: false, ...(state ? { state: state as unknown as string } : {}) }) as RequestHandler)(
      req,
      res,
      next,
    );

  router.get('/lichess', limit, async (req, res, next) => {
    const { link, ...rest } = req.query;
    if (Object.keys(rest).length > 0) {
      // passport would read a `code`, `error` or `state` here as Lichess's answer: only the callback takes it.
      res.redirect(302, typeof link === 'string' ? `${LICHESS_SIGN_IN.path}?link=${encodeURIComponent(link)}` : LICHESS_SIGN_IN.path);
      return;
    }
    if (link === undefined) {
      start(req, res, next);
      return;
    }
    // Spent here, so a code seen later (history, a log) is worth nothing; the member's id waits in the session.
    const userId = await consumeLinkCode(deps, link);
    if (userId === null) {
      if (wantsPage(req)) failed(res, 'link-expired');
      else res.status(400).json({ message: LICHESS_SIGN_IN.linkInvalid } satisfies MessageResponse);
      return;
    }
    start(req, res, next, { link: userId });
  });

  router.get('/lichess/callback', limit, async (req, res) => {
    // Without Lichess's answer passport would start a new authorization from here.
    if (req.query.code === undefined && req.query.error === undefined) {
      failed(res, 'failed');
      return;
    }
    let outcome: StrategyOutcome<LichessProfile>;
    try {
      outcome = await runStrategy<LichessProfile>(passport, 'lichess', req, res);
    } catch (error) {
      // A wrong code or code_verifier (Lichess refuses the token), or Lichess unreachable.
      req.log.warn({ err: error }, 'Lichess sign-in failed');
      failed(res, 'failed');
      return;
    }
    const profile = outcome.user;
    if (!profile) {
      req.log.info({ info: outcome.info }, 'Lichess sign-in refused');
      failed(res, 'failed');
      return;
    }
    const linkTo = (outcome.info as { state?: Partial<LichessLinkState> } | undefined)?.state?.link;
    if (typeof linkTo === 'number') {
      const linked = await linkLichess(deps, linkTo, profile);
      if ('problem' in linked) {
        failed(res, linked.problem);
        return;
      }
      await lichessLinked(deps, req.log, linked.user.id, profile.username);
      res.redirect(302, ROUTES.train);
      return;
    }
    const result = await lichessSignIn(deps, profile, clientIp(req));
    if ('problem' in result) {
      failed(res, result.problem);
      return;
    }
    await lichessLinked(deps, req.log, result.user.id, profile.username);
    const token = await issueToken(deps.db.models, result.user.id, 'member', tokenOrigin(req));
    res.redirect(302, `${ROUTES.auth}#${AUTH_LANDING.tokenFragmentKey}=${encodeURIComponent(token)}`);
  });
}
