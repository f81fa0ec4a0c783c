// @ts-check
/** `npm run test:faults`: fault-injection tests that start and kill their own MariaDB server. */
const base = require('./jest.config.js');
const api = base.projects.find((p) => p.displayName === 'api:mysql');

/** @type {import('jest').Config} */
module.exports = {
  ...api,
  displayName: 'faults',
  testMatch: ['<rootDir>/api/src/faults/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  setupFiles: [],
  testTimeout: 120_000,
};
