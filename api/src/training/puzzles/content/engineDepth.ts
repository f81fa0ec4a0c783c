/**
 * The depth `npm run prove` (api/src/testing/content/prove.ts) proves every chapter and puzzle at, the least
 * the manifest's proofs may have been made at (proofs.test.ts), and the least the generator (scripts/puzzles/generate.ts)
 * proves puzzles at before keeping them: deep enough for lines of three learner moves.
 */
export const ENGINE_DEPTH = 14;
