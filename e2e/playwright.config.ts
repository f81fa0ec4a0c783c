import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { E2E } from './support/env';

/**
 * Browser journeys against the production build of the composed site (run `npm run build` first;
 * `npm test` does). The server runs on its own port over a fresh SQLite file each run.
 */
const database = path.join(os.tmpdir(), `kingside-e2e-${Date.now()}.sqlite`);
const uploads = path.join(os.tmpdir(), `kingside-e2e-uploads-${Date.now()}`);
const BACK_OFFICE = '**/admin/backOffice*.spec.ts';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // One worker: on this project's 2-core machines, two workers' Chromiums beside the api and the mail capture kept the load
  // average at 10 to 13, and a checkout that loads in about a second alone took more than the 7 s an expectation waits.
  // Measured again (issue 41): the chromium project took 651 s with one worker and 644 s with two (load average 14);
  // content/ and platform/ alone, which share no state, 375 s and 386 s. No faster, so no split into a parallel project:
  // and the rest share state (checkout, hostile and shop journeys pick a product in stock, then buy it or add it).
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E.baseUrl,
    // A trace only on a test's first retry: recording one costs every test time and disk, 'retain-on-failure' recorded
    // one for each test and kept it only on failure. Retries stay 0 (above), so a run records none: a slow or flaky
    // test must fail, not pass on a second try. For a trace, run again with --retries=1: a test that fails then
    // retries, and its retry is traced.
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: BACK_OFFICE },
    // The back office's journeys change the catalogue every other journey reads (a product appears, its
    // price changes, it is archived) and sign in as the one seeded administrator, whose two-factor
    // admin.spec.ts turns on and off: they run after all the others, alone.
    { name: 'back-office', use: { browserName: 'chromium' }, testMatch: BACK_OFFICE, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      // mfe-learn lives on another origin for the whole run: the shell finds it through REMOTE_LEARN_URL.
      command: `node e2e/support/static-remote.mjs mfe-learn ${E2E.relocatedLearnPort}`,
      cwd: '..',
      url: `${E2E.relocatedLearnUrl}health`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The mail server the api sends every e-mail to (SMTP_URL below), as in production; it writes each
      // message it receives to the outbox folder the journeys read. Started before the api (webServer
      // entries start in order, all before globalSetup, which empties the folder: the capture makes it again).
      command: `npx tsx api/src/testing/standIns/smtpCaptureMain.ts ${E2E.smtpCapturePort} "${E2E.outboxDir}"`,
      cwd: '..',
      port: E2E.smtpCapturePort,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      command: 'node api/dist/server.js',
      cwd: '..',
      url: `${E2E.baseUrl}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'test',
        PORT: String(E2E.port),
        DATABASE_URL: `sqlite:${database}`,
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: E2E.admin.email,
        ADMIN_PASSWORD: E2E.admin.password,
        SESSION_SECRET: 'e2e-session-secret',
        SECRETS_KEY: 'e2e0000000000000000000000000000000000000000000000000000000000000',
        SCRYPT_COST: '16384',
        AUTH_RATE_LIMIT: '1000',
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpCapturePort}`,
        UPLOADS_DIR: uploads,
        PUBLIC_URL: E2E.baseUrl,
        GITHUB_CLIENT_ID: 'e2e-client',
        GITHUB_CLIENT_SECRET: 'e2e-secret',
        GITHUB_AUTHORIZATION_URL: `${E2E.githubStandInUrl}/login/oauth/authorize`,
        GITHUB_TOKEN_URL: `${E2E.githubStandInUrl}/login/oauth/access_token`,
        GITHUB_USER_PROFILE_URL: `${E2E.githubStandInUrl}/user`,
        GITHUB_USER_EMAIL_URL: `${E2E.githubStandInUrl}/user/emails`,
        REMOTE_LEARN_URL: E2E.relocatedLearnUrl,
        DEPLOY_TOKEN: E2E.deployToken,
        REMOTES_DIR: E2E.remotesDir,
        // Your games (e2e/content/games.spec.ts): few engine nodes per position; the blunders it finds are mates in one.
        ANALYSIS_NODES: '3000',
      },
    },
  ],
});
