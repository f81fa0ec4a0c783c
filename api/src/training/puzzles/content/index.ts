/**
 * The puzzle set of /train: positions written by scripts/puzzles/generate.ts, each proved by
 * puzzles.rules.test.ts (chess.js) and Stockfish (`npm run prove`). Ids are stable: members' attempts and
 * review cards refer to them.
 */
import type { Puzzle } from '@kingside/contracts/training';
import puzzles from './puzzles.json';

export const PUZZLES: Puzzle[] = puzzles as Puzzle[];
