/**
 * The remote registry (issue 20): versions of each remote, which one is live, the previous one, a canary, and the
 * failures browsers report. Shared by the api (api/src/deployments/), each remote's publish script
 * (scripts/publishRemote.mjs) and the admin's Deployments screen, as `@kingside/contracts/deployments`: a subpath, so
 * that no first visit downloads it. What the shell itself reads of the registry (the version names, the failure
 * report) is in remotes.ts.
 */
import { BUILT_IN_VERSION, REMOTE_FAILURES_API, type RemoteName } from './remotes';

/**
 * What the shell and the other remotes load from each remote (docs/architecture.md §1 and §7.5). A version that
 * does not expose every one of these is refused before it can go live (422). Checked against each remote's
 * webpack configuration by a test, so the list cannot drift from the builds.
 */
export const REQUIRED_EXPOSES: Record<RemoteName, readonly string[]> = {
  learn: ['./Routes', './LessonsPreview', './TrainRoutes'],
  blog: ['./Routes', './BlogPreview'],
  shop: ['./Routes', './ProductsPreview', './ProductTeaser'],
  checkout: ['./CartPage', './CheckoutPage', './AccountOrdersPage', './CheckoutCompletePage'],
  auth: ['./AuthPage', './JoinInitiative', './AccountMenu'],
  admin: ['./AdminLogin', './Routes'],
};

/** Where the publish script copies a local version, relative to the site's origin: /remotes/<name>/<version>/. */
export function localVersionBase(name: RemoteName, version: string): string {
  return `/remotes/${name}/${encodeURIComponent(version)}/`;
}

export const DEPLOYMENT_API = {
  /** GET: every remote's deployment (the Deployments screen) */
  remotes: '/api/admin/remotes',
  /** GET: one remote's deployment */
  remote: (name: string) => `/api/admin/remotes/${name}`,
  /** POST {version, url?}: register a version (deploy token or admin token) */
  versions: (name: string) => `/api/admin/remotes/${name}/versions`,
  /** POST {version}: contract check, then live for everyone (deploy token or admin token) */
  activate: (name: string) => `/api/admin/remotes/${name}/activate`,
  /** POST {}: the previous version live again */
  rollback: (name: string) => `/api/admin/remotes/${name}/rollback`,
  /** POST {version, percent}: that share of browsers on the version; percent 0 ends the canary */
  canary: (name: string) => `/api/admin/remotes/${name}/canary`,
  /** POST {}: the canary version live for everyone */
  promote: (name: string) => `/api/admin/remotes/${name}/promote`,
  /** POST {remote, version, phase}: a browser could not load or render a remote (public, rate-limited) */
  failures: REMOTE_FAILURES_API,
  /** POST {version}: a signed, expiring preview link of one version (an administrator only, issue 45) */
  previewLink: (name: string) => `/api/admin/remotes/${name}/preview`,
  /** GET ?t=<token>: opens a preview link, sets PREVIEW_COOKIE and goes to the section's page (public) */
  previewOpen: '/api/preview',
  /** POST (a form: back=<path>): ends this browser's preview and goes back to that page (public) */
  previewExit: '/api/preview/exit',
} as const;

/** Header carrying the deploy token: `Authorization: Bearer <DEPLOY_TOKEN>`, as an admin token is sent. */
export const DEPLOY_TOKEN_VARIABLE = 'DEPLOY_TOKEN';

/** Who an audit line or a published version names when the deploy token, not an administrator, made the change. */
export const DEPLOY_TOKEN_ACTOR = 'deploy token';

/** First-party cookie holding a browser's random id, whose hash places it in or out of a canary. */
export const CANARY_COOKIE = 'ks_canary';

/**
 * First-party cookie of a browser previewing one version of one remote (issue 45): the preview link's own signed token,
 * HttpOnly, SameSite=Lax, expiring with the link. Only the browser that carries it loads that version.
 */
export const PREVIEW_COOKIE = 'ks_preview';

/** How long a preview link (and the preview it opens) lasts. */
export const PREVIEW_LINK_HOURS = 24;

/** A preview link as the api gives it (POST DEPLOYMENT_API.previewLink). */
export interface PreviewLink {
  remote: RemoteName;
  version: string;
  /** the absolute URL to open: PUBLIC_URL + DEPLOYMENT_API.previewOpen + ?t=<token> */
  url: string;
  expiresAt: string;
}

/** Where opening a preview link takes the browser: the previewed section's own page. */
export const PREVIEW_LANDING: Record<RemoteName, string> = {
  learn: '/learn',
  blog: '/blog',
  shop: '/shop',
  checkout: '/cart',
  auth: '/auth',
  admin: '/admin/dashboard',
};

/** A registered version of a remote. */
export interface RemoteVersion {
  remote: RemoteName;
  version: string;
  /** the base its manifest and chunks are loaded from (ends with `/`): /remotes/<name>/<version>/ or any URL */
  url: string;
  /** sha256 (hex) of the version's mf-manifest.json as registered */
  manifestDigest: string;
  /** the modules it exposes, from its manifest: ['./Routes', …] */
  exposes: string[];
  publishedAt: string;
  /** the administrator's e-mail, or "deploy token" */
  publishedBy: string;
  /** served from this site's own store, with its server bundle: the server renders its pages itself */
  local: boolean;
}

/** One remote as the Deployments screen shows it. */
export interface RemoteDeployment {
  remote: RemoteName;
  label: string;
  /** the live version; BUILT_IN_VERSION before any activation */
  active: string;
  /** what a rollback returns to and what browsers fall back to when the active version fails; null when none */
  previous: string | null;
  canary: { version: string; percent: number } | null;
  /** a REMOTE_<NAME>_URL set for this instance, which wins over the registry (docs/architecture.md §11) */
  overriddenBy: string | null;
  /** failures reported by browsers in the last hour, per version */
  failuresLastHour: Record<string, number>;
  /** newest first */
  versions: RemoteVersion[];
  /** changes with every activation, rollback, canary and promotion: the ETag the screen sends back as If-Match */
  revision: number;
}

export const DEPLOYMENT_MESSAGES = {
  unknownRemote: (name: string) => `There is no remote named ${name}.`,
  unknownVersion: (name: string, version: string) => `${name} has no version ${version}.`,
  reservedVersion: `"${BUILT_IN_VERSION}" names the version built with the site; publish under another name.`,
  versionTaken: (name: string, version: string) =>
    `${name} ${version} is already registered with other files; versions never change, publish under a new name.`,
  localVersionMissing: (name: string, version: string) =>
    `${name} ${version} is not in this server's store: run npm run publish:remote, or register it by url.`,
  manifestUnreadable: (detail: string) => `The version's mf-manifest.json could not be read: ${detail}.`,
  /** 422: registering by URL fetches it, so only from REMOTE_ORIGINS and never from an internal address unless named there */
  originNotAllowed: (origin: string) => `${origin} is not an origin versions may be registered from: name it in REMOTE_ORIGINS.`,
  internalAddress: (host: string, address: string) =>
    `${host} is at ${address}, a loopback, link-local or private address: name that address in REMOTE_ORIGINS to allow it.`,
  unresolvedHost: (host: string) => `${host} could not be resolved.`,
  redirectElsewhere: (origin: string) => `The version's URL redirects to ${origin}; redirects are followed within its own origin only.`,
  /** 422: a version's files are not those registered (versions never change) */
  manifestChanged: (name: string, version: string) =>
    `${name} ${version}'s mf-manifest.json is not the one registered; versions never change, publish under a new name.`,
  /** 422: the contract check failed; `problems` lists each missing module or incompatible singleton */
  contractFailed: (name: string, version: string) => `${name} ${version} cannot go live: it would break the site.`,
  missingExpose: (module: string) => `it does not expose ${module}`,
  incompatibleShared: (pkg: string, required: string, shell: string) => `it requires ${pkg} ${required}, but the shell provides ${shell}`,
  notSingleton: (pkg: string) => `it does not share ${pkg} as a singleton`,
  wrongContainer: (expected: string, found: string) => `it is built as the container ${found}, not ${expected}`,
  shellUnknown: "the shell's build (shell/dist/mf-manifest.json) cannot be read, so its shared packages cannot be compared",
  /** 422 at registration (and a problem at activation): the version's exposed types break what the site uses (issue 45) */
  typesBroken: (name: string, version: string) => `${name} ${version} is refused: its exposed modules' types break what the site uses.`,
  noExposedTypes:
    'it carries no types of its exposed modules (exposedTypes in its mf-manifest.json): publish it with npm run publish:remote',
  unreadableTypes: (detail: string) => `its exposedTypes cannot be read: ${detail}`,
  /** e.g. "./Routes: the shell uses `default` as a component taking no props; this version's `default` takes { id: number }" */
  typeBroken: (module: string, consumer: string, member: string, expected: string, found: string) =>
    `${module}: ${consumer} uses \`${member}\` as ${expected}; this version's \`${member}\` ${found}`,
  noPrevious: (name: string) => `${name} has no previous version to roll back to.`,
  noCanary: (name: string) => `${name} has no canary to promote.`,
  canaryIsActive: (name: string, version: string) => `${name} ${version} is already live for everyone.`,
  canaryVersionRequired: 'version is required unless percent is 0',
  deployTokenOrAdmin: 'Sign in as an administrator or send the deploy token.',
  /** the Deployments screen */
  activated: (name: string, version: string) => `${name} ${version} is live`,
  rolledBack: (name: string, version: string) => `${name} is back on ${version}`,
  canaryStarted: (name: string, version: string, percent: number) => `${percent}% of browsers get ${name} ${version}`,
  canaryEnded: (name: string) => `${name}'s canary ended`,
  promoted: (name: string, version: string) => `${name} ${version} is live for everyone`,
  /** preview links (issue 45): the pages a refused link gets (410, 404), and the bar a previewing browser sees */
  previewExpired: 'This preview link has expired',
  previewInvalid: 'This preview link is not valid',
  previewRefusedHint: 'Ask for a new preview link on the Deployments screen. Everything else on the site works as usual.',
  previewBar: (name: string, version: string) => `Preview: ${name} ${version}`,
  exitPreview: 'Exit preview',
} as const;

/** Audit actions of the registry (docs/spec.md §10). */
export const DEPLOYMENT_AUDIT_ACTIONS = {
  register: 'remote.register',
  activate: 'remote.activate',
  rollback: 'remote.rollback',
  canary: 'remote.canary',
  promote: 'remote.promote',
  /** a registration by URL refused before anything was fetched (REMOTE_ORIGINS, an internal address, a redirect elsewhere) */
  refuse: 'remote.refuse',
  /** a preview link given (issue 45), opened in a browser, and that browser's preview ended */
  previewLink: 'remote.previewLink',
  previewOpen: 'remote.previewOpen',
  previewExit: 'remote.previewExit',
} as const;
