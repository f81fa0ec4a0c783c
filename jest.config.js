// @ts-check
const fs = require('node:fs');
const path = require('node:path');
// The run's name, inherited by every worker: the api suites' template databases are this run's own
// (api/src/testing/templateDatabase.ts), and jest.templates.js drops them at the end.
process.env.KINGSIDE_TEST_RUN ||= `${Date.now().toString(36)}${process.pid.toString(36)}`;

/**
 * One jest run for the whole repository. The api suites run on SQLite, and those of MARIADB_SUITES on MySQL/MariaDB
 * too (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306/test); each suite gets its own database, a copy of the
 * run's template (api/src/testing/templateDatabase.ts).
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@kingside/contracts$': '<rootDir>/packages/contracts/src/index.ts',
  '^@kingside/contracts/schemas$': '<rootDir>/packages/contracts/src/schemas.ts',
  '^@kingside/contracts/deployments$': '<rootDir>/packages/contracts/src/deployments.ts',
  '^@kingside/contracts/admin$': '<rootDir>/packages/contracts/src/admin.ts',
  '^@kingside/contracts/api$': '<rootDir>/packages/contracts/src/api.ts',
  '^@kingside/contracts/payments$': '<rootDir>/packages/contracts/src/payments.ts',
  '^@kingside/contracts/training$': '<rootDir>/packages/contracts/src/training.ts',
  '^@kingside/contracts/games$': '<rootDir>/packages/contracts/src/games.ts',
  '^@kingside/ui$': '<rootDir>/packages/ui/src/index.ts',
  '^@kingside/ui/testing$': '<rootDir>/packages/ui/src/testing/renderWithSite.tsx',
  '^@kingside/ui/testing/section$': '<rootDir>/packages/ui/src/testing/sectionServer.ts',
  '^@kingside/ui/server$': '<rootDir>/packages/ui/src/server/renderSection.tsx',
  '^@kingside/ui/lazyWithPreload$': '<rootDir>/packages/ui/src/lazyWithPreload.tsx',
  '^@kingside/ui/parts$': '<rootDir>/packages/ui/src/parts/index.ts',
  // Asset files are URLs to webpack; in jsdom their name is enough.
  '\\.(woff2?|png|jpe?g|webp|svg)$': '<rootDir>/jest.asset-stub.js',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

/**
 * The api suites that run on MariaDB too, because what they prove can differ between the two databases
 * (docs/architecture.md §10.15, "Which suites run where"). Every other api suite runs once, on SQLite: those that never
 * touch a database, and those whose queries the two databases answer alike.
 */
const MARIADB_SUITES = [
  // transactions and locking; the order and stock races
  'shared/db/writeTransaction',
  'commerce/stock',
  'commerce/cartRoutes',
  'commerce/orderRoutes',
  'commerce/addressBook',
  'commerce/orderAgain',
  'backOffice/orders',
  // verified reviews: once per member and product under concurrent posts, averages
  'reviews/reviews',
  // promotions: a race for a code's last uses, bundles' stock under concurrent orders
  'promotions/promotions',
  // e-mails that bring people back: each once under concurrent sweeps
  'marketing/backInStock',
  'marketing/abandonedCarts',
  'training/training',
  'training/puzzleChoice',
  'training/choiceIndex',
  'training/openings/openings',
  'training/games/games',
  'training/games/workerKill',
  'scale/two-instances',
  // search
  'catalogue/routes',
  'catalogue/listPages',
  'seed/scale',
  // migrations, the schema and the seed
  'shared/db/migrate',
  'shared/db/migrations/0005-orders-fulfilment',
  'shared/db/migrations/0014-order-payment-window',
  'schema',
  'seed/seed',
  // the payment events; unpaid orders cancelled once, by concurrent sweeps and webhooks
  'payments/stripe',
  'payments/unpaidOrders',
  // hostile input: what each database accepts (lengths, ranges, collations) differs
  'testing/hostile/*.hostile',
  'testing/hostile/changeCounts',
];

// A suite moved or renamed would otherwise drop out of the MariaDB run without a word.
for (const suite of MARIADB_SUITES.filter((name) => !name.includes('*'))) {
  if (!fs.existsSync(path.join(__dirname, 'api/src', `${suite}.test.ts`))) throw new Error(`MARIADB_SUITES: no api/src/${suite}.test.ts`);
}

/** @param {'sqlite' | 'mysql'} db */
const apiProject = (db) => ({
  ...common,
  displayName: `api:${db}`,
  testEnvironment: 'node',
  testMatch: db === 'sqlite' ? ['<rootDir>/api/src/**/*.test.ts'] : MARIADB_SUITES.map((suite) => `<rootDir>/api/src/${suite}.test.ts`),
  // Fault injection starts its own database server: `npm run test:faults`. The course content needs no database: it
  // runs once, in the `content` project.
  testPathIgnorePatterns: [
    ...common.testPathIgnorePatterns,
    '/api/src/faults/',
    '/api/src/lessons/content/',
    '/api/src/training/puzzles/content/',
    '/api/src/testing/content/',
  ],
  setupFiles: [`<rootDir>/api/src/testing/env.${db}.ts`],
  globalTeardown: '<rootDir>/jest.templates.js',
});

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker less than the cores: one worker, in band, on our 2-core machines, where an api suite
  // spends much of its time waiting on its database. One and a half workers per core keeps both cores busy.
  maxWorkers: Math.max(2, Math.round(require('node:os').availableParallelism() * 1.5)),
  // A bound, not a retry (a test that hangs still fails), for the whole run (jest reads it only here, not per
  // project): the first api suite of a run to need a template database migrates and seeds it in its setup, and a web
  // test's first render of a lazily loaded admin screen transpiles that screen's modules, which takes seconds while
  // the projects share 2 cores.
  testTimeout: 20_000,
  projects: [
    { ...common, displayName: 'scripts', testEnvironment: 'node', testMatch: ['<rootDir>/scripts/**/*.test.mjs'] },
    { ...common, displayName: 'contracts', testEnvironment: 'node', testMatch: ['<rootDir>/packages/contracts/src/**/*.test.ts'] },
    {
      ...common,
      displayName: 'web',
      // jsdom with the platform's fetch, Response and TextEncoder, which plain jsdom lacks.
      testEnvironment: 'jest-fixed-jsdom',
      setupFilesAfterEnv: ['<rootDir>/jest.setup.web.ts'],
      testMatch: [
        '<rootDir>/packages/ui/src/**/*.test.{ts,tsx}',
        '<rootDir>/shell/src/**/*.test.{ts,tsx}',
        '<rootDir>/mfe-*/src/**/*.test.{ts,tsx}',
      ],
    },
    apiProject('sqlite'),
    apiProject('mysql'),
    // Issue 18's chapters and issue 34's puzzles, checked with chess.js, and their Stockfish proofs' manifest checked
    // against them (issue 41: `npm run prove` runs the engine when the content changes; here it checks one proof rule
    // only): no database, so once rather than once per database.
    {
      ...common,
      displayName: 'content',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/api/src/lessons/content/**/*.test.ts',
        '<rootDir>/api/src/training/puzzles/content/**/*.test.ts',
        '<rootDir>/api/src/testing/content/**/*.test.ts',
      ],
    },
  ],
};
