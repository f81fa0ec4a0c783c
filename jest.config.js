// @ts-check
/**
 * One jest run for the whole repository. The api suites run twice, on SQLite and on MySQL/MariaDB
 * (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306/test); each suite gets its own fresh database.
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
  '^@kingside/ui$': '<rootDir>/packages/ui/src/index.ts',
  '^@kingside/ui/testing$': '<rootDir>/packages/ui/src/testing/renderWithSite.tsx',
  '^@kingside/ui/testing/section$': '<rootDir>/packages/ui/src/testing/sectionServer.ts',
  '^@kingside/ui/server$': '<rootDir>/packages/ui/src/server/renderSection.tsx',
  '^@kingside/ui/lazyWithPreload$': '<rootDir>/packages/ui/src/lazyWithPreload.tsx',
  // Asset files are URLs to webpack; in jsdom their name is enough.
  '\\.(woff2?|png|jpe?g|webp)$': '<rootDir>/jest.asset-stub.js',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

/** @param {'sqlite' | 'mysql'} db */
const apiProject = (db) => ({
  ...common,
  displayName: `api:${db}`,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/api/src/**/*.test.ts'],
  // Fault injection starts its own database server: `npm run test:faults`. The course content needs no database: it
  // runs once, in the `content` project.
  testPathIgnorePatterns: [
    ...common.testPathIgnorePatterns,
    '/api/src/faults/',
    '/api/src/lessons/content/',
    '/api/src/training/puzzles/content/',
  ],
  setupFiles: [`<rootDir>/api/src/testing/env.${db}.ts`],
});

/** @type {import('jest').Config} */
module.exports = {
  // A bound, not a retry (a test that hangs still fails), for the whole run (jest reads it only here, not per
  // project): each api suite migrates a fresh database in its setup (six migrations; on MariaDB every DDL commits
  // on its own), and a web test's first render of a lazily loaded admin screen transpiles that screen's modules,
  // which takes seconds while five projects share 2 cores.
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
      testMatch: ['<rootDir>/api/src/lessons/content/**/*.test.ts', '<rootDir>/api/src/training/puzzles/content/**/*.test.ts'],
    },
  ],
};
