import path from 'node:path';
import { PAYMENT_API } from '@kingside/contracts/payments';
import { OPENINGS_API } from '@kingside/contracts/training';
import { DEPLOYMENT_API } from '@kingside/contracts/deployments';
import compression from 'compression';
import express, { type Express } from 'express';
import { API_ROOT } from './shared/config';
import { apiNotFound, errorHandler } from './shared/http/errors';
import { mountRequestLog } from './shared/http/requestLog';
import { apiSecurityHeaders, siteSecurityHeaders } from './shared/http/securityHeaders';
import { redactUrl } from './shared/logger';
import { sessionMiddleware } from './accounts/session';
import { adminRoutes } from './backOffice/routes';
import { authRoutes } from './accounts/routes';
import { healthRoutes } from './shared/http/health';
import { catalogueRoutes } from './catalogue/routes';
import { listenForCatalogueChanges } from './catalogue/invalidation';
import { liveRemotes, listenForRemoteChanges } from './deployments/liveRemotes';
import { remoteFailureHandlers } from './deployments/routes';
import { pagePreview, previewRoutes, readPreview } from './deployments/previewRoutes';
import { onCatalogueInvalidated } from './catalogue/responseCache';
import { publicCatalogue } from './catalogue/sitemap';
import { cartRoutes } from './commerce/cartRoutes';
import { orderRoutes } from './commerce/orderRoutes';
import { paymentRoutes, stripeWebhookHandlers } from './payments/routes';
import { stripeCheckout } from './payments/stripeCheckout';
import { memberOrderRoutes } from './commerce/memberOrders';
import { addressRoutes } from './commerce/addressBook';
import { progressRoutes } from './lessons/progressRoutes';
import { reviewAdminRoutes, reviewRoutes } from './reviews';
import { promotionAdminRoutes } from './promotions';
import { marketingRoutes, notifyOnRestock } from './marketing';
import { lessonRoutes } from './lessons/routes';
import { chapterTrained, trainingRoutes } from './training/routes';
import { gamePgnImport, gameRoutes } from './training/games/routes';
import { GAMES_API } from '@kingside/contracts/games';
import { openingsRoutes, pgnImportHandlers } from './training/openings/routes';
import { onChapterTrained } from './lessons/trainedChapters';
import { seedFromLichess } from './training/lichessRatings';
import { onLichessLinked } from './accounts/lichess';
import { uploadedFiles, uploadRoutes } from './uploads/routes';
import { mountSite } from './site/site';
import type { AppDeps } from './shared/deps';

/**
 * Builds the api (and, when the site is built, the site) from its configuration. No global state: tests
 * create as many as they like, over as many databases.
 */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // Other instances' catalogue writes clear this one's caches (a no-op without REDIS_URL).
  listenForCatalogueChanges(deps);
  // …and their registry writes this one's live remotes (deployments/liveRemotes.ts).
  listenForRemoteChanges(deps);
  const live = liveRemotes(deps);
  // A Lichess sign-in or link seeds the member's puzzle rating (docs/spec.md §7.15): accounts announce it, training acts.
  onLichessLinked(deps, (userId, username, log) => seedFromLichess(deps, log, userId, username));
  // A member's miss in a chapter, or a solved chapter, enters their review deck (docs/spec.md §7.15): lessons announce it.
  onChapterTrained(deps, (member, chapter, missedStep) => chapterTrained(deps, member, chapter, missedStep));
  // Any catalogue change may be a restock (docs/spec.md §7.20): the catalogue announces it, marketing mails who asked.
  notifyOnRestock(deps);
  // First, so a request's time includes every middleware; served on a listener of its own, never here (server.ts).
  if (deps.metrics) app.use(deps.metrics.recordRequests);
  mountRequestLog(app, logger);
  // Every /api request gets the JSON security headers, then the body parser, so a body on any route, even a
  // GET, is parsed or refused (400/413) before the route runs. Browsers' failure reports, public: a body of
  // 1 kB at most, ahead of the general parser's 100 kB.
  app.post(DEPLOYMENT_API.failures, apiSecurityHeaders, express.json({ limit: '1kb' }), ...remoteFailureHandlers(deps));
  // Stripe's events: read raw (their signature is over the bytes as sent), ahead of the JSON parser (payments/routes.ts).
  app.post(PAYMENT_API.stripeWebhook, apiSecurityHeaders, ...stripeWebhookHandlers(deps));
  // A repertoire's PGN (issue 46): up to 1 MB, so a parser of its own, read once the member is known (training/openings/routes.ts).
  app.post(OPENINGS_API.pgn(':color'), apiSecurityHeaders, ...pgnImportHandlers(deps));
  // A member's pasted PGN (docs/spec.md §7.19): up to 1 MB, ahead of the general parser's 100 kB.
  app.post(GAMES_API.importPgn, ...gamePgnImport(deps));
  app.use('/api', apiSecurityHeaders, express.json({ limit: '100kb' }));
  // The catalogue reads, the move checks and training need no session. A request they do not answer (another path,
  // another method) carries on below. They come before compression: the catalogue reads send the compressed forms their
  // cache keeps (catalogue/sendCached.ts), and the moves' answers are a few dozen bytes, below the middleware's 1 KB:
  // its hooks on every response it passes would be work for nothing on the busiest routes (bench/README.md, the API).
  app.use('/api', catalogueRoutes(deps));
  app.use('/api', lessonRoutes(deps));
  app.use('/api', trainingRoutes(deps));
  app.use('/api', gameRoutes(deps));
  app.use(compression());
  app.use('/api', healthRoutes(deps));
  app.use('/api', cartRoutes(deps));
  app.use('/api', orderRoutes(deps, stripeCheckout(deps)));
  app.use('/api', paymentRoutes(deps));
  // Preview links (issue 45): opening one and Exit preview, public (the signed token is the proof).
  app.use('/api', previewRoutes(deps));
  // /api/me/*: the signed-in member's own records (member bearer token).
  app.use('/api', memberOrderRoutes(deps));
  app.use('/api', addressRoutes(deps));
  app.use('/api', progressRoutes(deps));
  // A member's opening repertoire and its drill (issue 46 point 3).
  app.use('/api', openingsRoutes(deps));
  // Verified reviews (issue 44): a product's reviews (public), a member's own, and the back office's Reviews.
  app.use('/api', reviewRoutes(deps));
  // E-mails that bring people back (issue 44): Notify me, its confirmation, the unsubscribe links, the member's opt-in.
  app.use('/api', marketingRoutes(deps));
  const session = sessionMiddleware(deps);
  app.use('/api/auth', session, authRoutes(deps));
  app.use('/api/admin', uploadRoutes(deps));
  app.use('/api/admin', reviewAdminRoutes(deps));
  // Promotions (issue 44): the back office's discount codes and bundles.
  app.use('/api/admin', promotionAdminRoutes(deps));
  app.use('/api/admin', session, adminRoutes(deps));
  app.use('/api', apiNotFound);

  // Every /api request has been answered (or has failed to the error handler) by here: these headers,
  // with the site's Content-Security-Policy, are for the site. A previewing browser's preview is read first: its
  // version may be hosted at an origin the CSP must then allow (deployments/previewRoutes.ts).
  app.use(readPreview(deps));
  app.use(siteSecurityHeaders(config, live));
  app.use('/images', express.static(path.join(API_ROOT, 'public', 'images'), { maxAge: '1d', fallthrough: false }));
  app.use(uploadedFiles(deps));
  if (config.webRoot) {
    mountSite(app, config.webRoot, config.remotes, {
      onSectionError: (error, url) =>
        logger.warn({ err: error, url: redactUrl(url) }, 'server rendering of a section failed; the page is rendered in the browser'),
      onCatalogueChange: (listener) => onCatalogueInvalidated(deps.db, listener),
      live,
      remotesDir: config.remotesDir,
      secureCookies: config.production,
      preview: pagePreview(deps),
      publicUrl: config.publicUrl,
      publicCatalogue: () => publicCatalogue(deps.db),
    });
  }

  app.use(errorHandler);
  return app;
}
