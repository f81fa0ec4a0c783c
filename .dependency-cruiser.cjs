// @ts-check
/*
 * Which code may import which (docs/architecture.md §8), checked by `npm run lint` (`depcruise`). Tests (*.test.ts) and
 * test support (api/src/testing, faults, scale) may reach anywhere; product code keeps to these rules.
 *
 * The api reads as its domains over a shared floor:
 *   api/src/shared/   the floor: database, migrations, http helpers, config, logger, metrics, mail, audit, Redis
 *   api/src/<domain>/ a domain: its routes, models, rules and seed data; other domains import its index.ts only
 *   api/src/*.ts, api/src/seed/  the composition: the app, the server, the models and the seed, over every domain
 */

/** Each domain and the domains it may import (their faces), lowest first. The floor is open to every domain. */
const DOMAINS = {
  accounts: [],
  catalogue: [],
  promotions: ['accounts', 'catalogue'],
  commerce: ['accounts', 'catalogue', 'promotions'],
  lessons: ['accounts', 'catalogue'],
  deployments: ['accounts'],
  uploads: ['accounts'],
  payments: ['accounts', 'catalogue', 'commerce'],
  training: ['accounts', 'catalogue', 'lessons'],
  site: ['catalogue', 'deployments'],
  reviews: ['accounts', 'catalogue'],
  marketing: ['accounts', 'catalogue'],
  backOffice: ['accounts', 'catalogue', 'commerce', 'deployments', 'payments'],
};

const API = '^api/src/';
const TESTS = ['\\.test\\.tsx?$', `${API}(testing|faults|scale)/`];
const PRODUCT = { pathNot: TESTS };

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle of imports: no module of it can be read, or loaded, before the others.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'floor-imports-no-domain',
      severity: 'error',
      comment: 'The shared floor is below every domain: it names none of them, nor the composition above.',
      from: { path: `${API}shared/`, ...PRODUCT },
      to: { path: API, pathNot: `${API}(shared|types)/` },
    },
    {
      name: 'domains-do-not-import-the-composition',
      severity: 'error',
      comment: 'The app, the server, the models, the seed and the test support sit above the domains.',
      from: { path: `${API}(${Object.keys(DOMAINS).join('|')})/`, ...PRODUCT },
      to: { path: [`${API}[^/]+\\.ts$`, `${API}(seed|testing|faults|scale)/`] },
    },
    {
      name: 'another-domain-through-its-face',
      severity: 'error',
      comment: "A domain imports another only through that domain's index.ts, its public face.",
      from: { path: `${API}(${Object.keys(DOMAINS).join('|')})/`, ...PRODUCT },
      to: { path: `${API}(${Object.keys(DOMAINS).join('|')})/`, pathNot: [`${API}$1/`, `${API}[^/]+/index\\.ts$`] },
    },
    ...Object.entries(DOMAINS).map(([domain, allowed]) => ({
      name: `${domain}-imports-only-lower-domains`,
      severity: /** @type {const} */ ('error'),
      comment: `${domain} may import ${allowed.length ? allowed.join(', ') : 'no other domain'} (and the floor): an import that points up is a circle waiting to happen.`,
      from: { path: `${API}${domain}/`, ...PRODUCT },
      to: {
        path: `${API}(${Object.keys(DOMAINS).join('|')})/`,
        pathNot: [`${API}${domain}/`, ...allowed.map((other) => `${API}${other}/`)],
      },
    })),
    {
      name: 'packages-know-no-app',
      severity: 'error',
      comment: 'The shared packages are below the shell and the remotes: they import neither.',
      from: { path: '^packages/' },
      to: { path: '^(shell|mfe-[a-z]+)/' },
    },
    {
      name: 'apps-do-not-import-each-other',
      severity: 'error',
      comment: 'The shell and the remotes meet at run time through Module Federation, never through an import.',
      from: { path: '^(shell|mfe-[a-z]+)/' },
      to: { path: '^(shell|mfe-[a-z]+)/', pathNot: '^$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/dist-prerender/', '/dist-server/', '/build/', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['kingside-source', 'import', 'require', 'node', 'default'] },
  },
};
