import { BUILT_IN_VERSION, cookieValue, type RemoteName } from '@kingside/contracts';
import {
  DEPLOYMENT_API,
  DEPLOYMENT_AUDIT_ACTIONS,
  DEPLOYMENT_MESSAGES,
  PREVIEW_COOKIE,
  PREVIEW_LANDING,
  PREVIEW_LINK_HOURS,
  type PreviewLink,
} from '@kingside/contracts/deployments';
import { previewExitSchema, previewLinkSchema, previewOpenQuerySchema } from '@kingside/contracts/schemas';
import express, { Router, type CookieOptions, type Request, type RequestHandler, type Response } from 'express';
import { currentAdmin, previewRateLimiter } from '../accounts';
import { recordAudit } from '../shared/audit/recordAudit';
import type { AppDeps } from '../shared/deps';
import { notFound } from '../shared/http/errors';
import { body, validated } from '../shared/http/validate';
import { remoteParam } from './deploymentView';
import { liveVersion, type LiveVersion } from './liveState';
import { previewToken, previewUrl, readPreviewToken, refusedPreviewPage, type Preview, type PreviewClaims } from './previewLinks';
import { findVersion } from './versions';

/*
 * Preview links' endpoints (issue 45, docs/spec.md §7.13): an administrator asks for a link to one version
 * (POST …/preview, audited); whoever opens it (GET /api/preview?t=…) gets the PREVIEW_COOKIE in that browser, audited,
 * and lands on the section's page; Exit preview (POST /api/preview/exit) clears it, audited. Every page that browser
 * asks for is then drawn with that version (site/site.ts, through `pagePreview`), never kept in a cache, and no other
 * browser is touched. A link refused (forged, expired) is a page that says so, or its JSON {message} for a caller that
 * does not ask for HTML.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The entity id of a version in the audit log: its row's, 0 for the built-in version (as the registry's commands do). */
async function versionRowId(deps: AppDeps, name: RemoteName, version: string): Promise<number | null> {
  if (version === BUILT_IN_VERSION) return 0;
  const row = await findVersion(deps.db, name, version);
  return row ? Number(row.id) : null;
}

/** POST /api/admin/remotes/{name}/preview {version}: 201 PreviewLink; 404 for a version the remote does not have. */
export function previewLinkHandler(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const name = remoteParam(req.params.name);
    const { version } = body<{ version: string }>(req, previewLinkSchema);
    const entityId = await versionRowId(deps, name, version);
    if (entityId === null) throw notFound(DEPLOYMENT_MESSAGES.unknownVersion(name, version));
    const admin = currentAdmin(res);
    const expiresAt = Math.floor((Date.now() + PREVIEW_LINK_HOURS * HOUR_MS) / 1000);
    const token = previewToken(deps.config.secretsKey, { remote: name, version, expiresAt, by: Number(admin.id) });
    const expires = new Date(expiresAt * 1000).toISOString();
    await recordAudit(deps.db, {
      adminId: Number(admin.id),
      adminEmail: admin.email,
      action: DEPLOYMENT_AUDIT_ACTIONS.previewLink,
      entity: 'remote',
      entityId,
      changes: { [`${name} preview link`]: [null, `${version} until ${expires}`] },
    });
    res
      .status(201)
      .json({ remote: name, version, url: previewUrl(deps.config.publicUrl, token), expiresAt: expires } satisfies PreviewLink);
  };
}

function cookieOptions(deps: AppDeps, req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: deps.config.publicUrl.startsWith('https:') || req.secure };
}

/** Opening and exiting are written to the audit log in the name of the administrator who gave the link. */
async function auditPreview(deps: AppDeps, action: string, claims: PreviewClaims, change: [unknown, unknown]): Promise<void> {
  const [entityId, issuer] = await Promise.all([
    versionRowId(deps, claims.remote, claims.version),
    deps.db.models.User.findByPk(claims.by, { attributes: ['email'] }),
  ]);
  await recordAudit(deps.db, {
    adminId: claims.by,
    adminEmail: issuer?.email ?? 'preview link',
    action,
    entity: 'remote',
    entityId: entityId ?? 0,
    changes: { [`${claims.remote} preview`]: change },
  });
}

/**
 * A refused link: a page when a browser opened it (a navigation: `Sec-Fetch-Dest: document`, sent by every current
 * browser), the JSON {message} of every other refusal of the api for anyone else; never cached.
 */
function refuse(req: Request, res: Response, status: number, message: string): void {
  res.status(status).set('Cache-Control', 'no-store');
  if (req.get('Sec-Fetch-Dest') === 'document') {
    // The api's CSP allows nothing; this page only needs its inline styles.
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    res.type('html').send(refusedPreviewPage(message));
  } else {
    res.json({ message });
  }
}

/** GET /api/preview and POST /api/preview/exit: public (the token is the proof), mounted under /api (app.ts). */
export function previewRoutes(deps: AppDeps): Router {
  const router = Router();
  const prefix = '/api';
  const limited = previewRateLimiter(deps, refuse);

  router.get(DEPLOYMENT_API.previewOpen.slice(prefix.length), limited, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    let token: string;
    try {
      token = validated<{ t: string }>(previewOpenQuerySchema, { ...req.query }).t;
    } catch {
      return refuse(req, res, 404, DEPLOYMENT_MESSAGES.previewInvalid);
    }
    const claims = readPreviewToken(deps.config.secretsKey, token);
    if (claims === 'expired') return refuse(req, res, 410, DEPLOYMENT_MESSAGES.previewExpired);
    // Registered versions are never removed, but a link signed with this key on another database is not one of ours.
    if (claims === 'invalid' || (await versionRowId(deps, claims.remote, claims.version)) === null) {
      return refuse(req, res, 404, DEPLOYMENT_MESSAGES.previewInvalid);
    }
    const landing = PREVIEW_LANDING[claims.remote];
    // A HEAD (a link checker's) changes nothing.
    if (req.method === 'HEAD') return void res.redirect(303, landing);
    res.cookie(PREVIEW_COOKIE, token, { ...cookieOptions(deps, req), maxAge: claims.expiresAt * 1000 - Date.now() });
    await auditPreview(deps, DEPLOYMENT_AUDIT_ACTIONS.previewOpen, claims, [null, claims.version]);
    res.redirect(303, landing);
  });

  // The bar's form posts application/x-www-form-urlencoded; a script may send JSON (parsed for all of /api, app.ts).
  router.post(
    DEPLOYMENT_API.previewExit.slice(prefix.length),
    limited,
    express.urlencoded({ extended: false, limit: '4kb' }),
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      const { back = '/' } = body<{ back?: string }>(req, previewExitSchema);
      const token = cookieValue(req.headers.cookie, PREVIEW_COOKIE);
      const claims = token === null ? 'invalid' : readPreviewToken(deps.config.secretsKey, token);
      res.clearCookie(PREVIEW_COOKIE, cookieOptions(deps, req));
      if (typeof claims === 'object') await auditPreview(deps, DEPLOYMENT_AUDIT_ACTIONS.previewExit, claims, [claims.version, null]);
      res.redirect(303, back);
    },
  );

  return router;
}

/** Where a version is, by remote and version: versions never change once registered, so this is kept (a few entries). */
const versionsSeen = new WeakMap<AppDeps, Map<string, LiveVersion>>();
const VERSIONS_KEPT = 50;

async function versionOf(deps: AppDeps, claims: PreviewClaims): Promise<LiveVersion> {
  let seen = versionsSeen.get(deps);
  if (!seen) versionsSeen.set(deps, (seen = new Map()));
  const key = `${claims.remote}@${claims.version}`;
  let found = seen.get(key);
  if (!found) {
    found = await liveVersion(deps.db, deps.config.remotes, claims.remote, claims.version);
    if (seen.size >= VERSIONS_KEPT) seen.delete(seen.keys().next().value as string);
    seen.set(key, found);
  }
  return found;
}

interface PreviewLocals {
  preview?: Preview | 'stale';
}

/**
 * For the site's requests (app.ts mounts it ahead of the site's security headers, whose CSP must allow a previewed
 * version hosted elsewhere): the browser's preview, when its PREVIEW_COOKIE is a live token of this server, in
 * res.locals for `pagePreview` (and its URL for the CSP, shared/http/securityHeaders.ts). A browser without the cookie costs nothing more than reading a header.
 */
export function readPreview(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const token = cookieValue(req.headers.cookie, PREVIEW_COOKIE);
    if (token === null) return next();
    const claims = readPreviewToken(deps.config.secretsKey, token);
    const locals = res.locals as PreviewLocals;
    locals.preview = typeof claims === 'object' ? { remote: claims.remote, claims, ...(await versionOf(deps, claims)) } : 'stale';
    next();
  };
}

/**
 * The page's preview (site/site.ts): the checked preview, or null. A cookie that is no longer a live token (expired,
 * or signed with another key) is cleared with the page.
 */
export function pagePreview(deps: AppDeps): (req: Request, res: Response) => Preview | null {
  return (req, res) => {
    const { preview } = res.locals as PreviewLocals;
    if (preview === 'stale') {
      res.clearCookie(PREVIEW_COOKIE, cookieOptions(deps, req));
      return null;
    }
    return preview ?? null;
  };
}
