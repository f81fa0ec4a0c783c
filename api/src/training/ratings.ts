import { Glicko2 } from 'glicko2';
import { START_RATING } from '@kingside/contracts/training';

/** A Glicko-2 rating: its value, its deviation (uncertainty) and its volatility. */
export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

/** Glicko-2's system constant; Lichess's puzzles use 0.75 (ratings that move with a learner who improves). */
const TAU = 0.75;
/** A new member: Glicko-2's own starting deviation and volatility. */
export const NEW_MEMBER: Rating = { rating: START_RATING, deviation: 350, volatility: 0.06 };
/** A new puzzle: the content's estimate, held with less doubt than a stranger's. */
export const NEW_PUZZLE_DEVIATION = 200;
/** A member seeded from Lichess: close to Lichess's own deviation, never so sure that the first puzzles do not move it. */
export const SEEDED_DEVIATION_MIN = 110;
/** No rating falls below this (Lichess's floor). */
const RATING_FLOOR = 400;

/**
 * A member's first try at a puzzle as one Glicko-2 rating period between the two (as Lichess rates puzzles: one
 * period per game, docs/architecture.md §10.14): `won` when solved without a wrong move. Both ratings move.
 * The formula is the `glicko2` library's.
 */
export function rateFirstTry(member: Rating, puzzle: Rating, won: boolean): { member: Rating; puzzle: Rating } {
  const system = new Glicko2({ tau: TAU });
  const learner = system.makePlayer(member.rating, member.deviation, member.volatility);
  const problem = system.makePlayer(puzzle.rating, puzzle.deviation, puzzle.volatility);
  system.updateRatings([[learner, problem, won ? 1 : 0]]);
  const read = (player: typeof learner): Rating => ({
    rating: Math.max(RATING_FLOOR, player.getRating()),
    deviation: player.getRd(),
    volatility: player.getVol(),
  });
  return { member: read(learner), puzzle: read(problem) };
}
