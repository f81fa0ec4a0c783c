/**
 * The depth puzzles.engine.test.ts proves every puzzle at, and the least the generator (scripts/puzzles/generate.ts)
 * proves them at before keeping them: the chapters' depth, deep enough for lines of three learner moves.
 */
export const ENGINE_DEPTH = 14;
