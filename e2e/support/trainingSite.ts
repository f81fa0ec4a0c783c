import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import sqlite3 from 'sqlite3';
import { freePort } from '../../scripts/support/ports.mjs';
import { ready, secondSiteEnv, started } from './secondSite';

const REPO = path.resolve(__dirname, '../..');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The client id the stand-in expects (api/src/testing/standIns/lichessStandIn.ts, STAND_IN_CLIENT_ID). */
const LICHESS_CLIENT_ID = 'kingside-test';

/** A Lichess account as the stand-in serves it. */
export interface LichessAccount {
  username: string;
  email: string | null;
  perfs?: { puzzle?: { rating: number; rd: number }; rapid?: { rating: number; rd: number } };
}

export interface TrainingSite {
  readonly origin: string;
  /** A puzzle's solution line, read from the site's own database: the api never sends it (docs/spec.md §7.15). */
  solutionOf(puzzleId: number): Promise<string[]>;
  /** Moves the server's training clock this many days ahead of now (TEST_CLOCK_FILE): a review's interval, not waited for. */
  moveClock(days: number): void;
}

/**
 * A second server of the same build for training's journeys (issue 34): Sign in with Lichess through the Lichess
 * stand-in (api/src/testing/standIns/lichessStandInMain.ts, run by tsx), signing in as `account`, and a clock the test
 * moves (TEST_CLOCK_FILE, read only under NODE_ENV=test), so the run's own server keeps the real time. It serves
 * mfe-learn itself. Started before the block's tests, stopped after; its files removed.
 */
export function trainingSiteForBlock(account: LichessAccount): TrainingSite {
  let site: { origin: string; clockFile: string; databaseFile: string; stop: () => Promise<void> } | undefined;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const origin = `http://127.0.0.1:${await freePort()}`;
    const standIn = `http://127.0.0.1:${await freePort()}`;
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-e2e-training-site-'));
    const clockFile = path.join(scratch, 'clock-offset-ms');
    const lichess = started(
      path.join(REPO, 'node_modules/.bin/tsx'),
      ['api/src/testing/standIns/lichessStandInMain.ts', new URL(standIn).port, JSON.stringify(account)],
      {},
    );
    const server = started(process.execPath, ['api/dist/server.js'], {
      ...secondSiteEnv(origin, scratch, 'training-site'),
      LICHESS_CLIENT_ID,
      LICHESS_URL: standIn,
      TEST_CLOCK_FILE: clockFile,
    });
    const stop = async () => {
      await Promise.all([server.stop(), lichess.stop()]);
      fs.rmSync(scratch, { recursive: true, force: true });
    };
    try {
      await ready(`${standIn}/api/user/${account.username}`, lichess.child, 'The Lichess stand-in', lichess.errors);
      await ready(`${origin}/api/ready`, server.child, 'The training site', server.errors);
    } catch (error) {
      await stop();
      throw error;
    }
    site = { origin, clockFile, databaseFile: path.join(scratch, 'site.sqlite'), stop };
  });
  test.afterAll(async () => site?.stop());
  const current = () => {
    if (!site) throw new Error('The training site has not started');
    return site;
  };
  return {
    get origin() {
      return current().origin;
    },
    solutionOf: (puzzleId) =>
      new Promise((resolve, reject) => {
        const db = new sqlite3.Database(current().databaseFile, sqlite3.OPEN_READONLY);
        db.get('SELECT exercise FROM puzzles WHERE id = ?', [puzzleId], (error, row?: { exercise: string }) => {
          db.close();
          if (error || !row) reject(error ?? new Error(`no puzzle ${puzzleId}`));
          else resolve((JSON.parse(row.exercise) as { solution: string[] }).solution);
        });
      }),
    moveClock: (days) => fs.writeFileSync(current().clockFile, String(days * DAY_MS)),
  };
}
