/**
 * The chapters of every course (issue 18), keyed by the seeded lesson id (docs/spec.md §11.2: ids 1, 2, 3… in seed
 * order). Proved by chapters.rules.test.ts (chess.js) and by Stockfish (`npm run prove`, checked by proofs.test.ts).
 */
import type { Chapter } from '@kingside/contracts';
import { howThePiecesMove } from './course-01-how-the-pieces-move';
import { castlingEnPassantPromotion } from './course-02-castling-en-passant-promotion';
import { checkCheckmateStalemate } from './course-03-check-checkmate-stalemate';
import { pieceValuesAndFairTrades } from './course-04-piece-values-and-fair-trades';
import { openingPrinciples } from './course-05-opening-principles';
import { yourFirstCheckmates } from './course-06-your-first-checkmates';
import { winningWithForks } from './course-07-winning-with-forks';
import { backRankCheckmate } from './course-08-back-rank-checkmate';
import { theItalianGame } from './course-09-the-italian-game';
import { theQueensGambit } from './course-10-the-queens-gambit';
import { pinsAndSkewers } from './course-11-pins-and-skewers';
import { discoveredAttacksAndDoubleCheck } from './course-12-discovered-attacks-and-double-check';
import { kingAndPawnEndingsTheOpposition } from './course-13-king-and-pawn-endings-the-opposition';
import { pawnStructureEssentials } from './course-14-pawn-structure-essentials';
import { outpostsAndStrongKnights } from './course-15-outposts-and-strong-knights';
import { rooksOnOpenFilesAndTheSeventhRank } from './course-16-rooks-on-open-files-and-the-seventh-rank';
import { theLucenaPosition } from './course-17-the-lucena-position';
import { thePhilidorPosition } from './course-18-the-philidor-position';
import { oppositeColouredBishops } from './course-19-opposite-coloured-bishops';
import { prophylaxisThinkingForYourOpponent } from './course-20-prophylaxis-thinking-for-your-opponent';
import { calculationTechnique } from './course-21-calculation-technique';
import { theGreekGiftSacrifice } from './course-22-the-greek-gift-sacrifice';
import { theMinorityAttack } from './course-23-the-minority-attack';
import { theSicilianNajdorf } from './course-24-the-sicilian-najdorf';

export const COURSE_CHAPTERS: Record<number, Chapter[]> = {
  1: howThePiecesMove,
  2: castlingEnPassantPromotion,
  3: checkCheckmateStalemate,
  4: pieceValuesAndFairTrades,
  5: openingPrinciples,
  6: yourFirstCheckmates,
  7: winningWithForks,
  8: backRankCheckmate,
  9: theItalianGame,
  10: theQueensGambit,
  11: pinsAndSkewers,
  12: discoveredAttacksAndDoubleCheck,
  13: kingAndPawnEndingsTheOpposition,
  14: pawnStructureEssentials,
  15: outpostsAndStrongKnights,
  16: rooksOnOpenFilesAndTheSeventhRank,
  17: theLucenaPosition,
  18: thePhilidorPosition,
  19: oppositeColouredBishops,
  20: prophylaxisThinkingForYourOpponent,
  21: calculationTechnique,
  22: theGreekGiftSacrifice,
  23: theMinorityAttack,
  24: theSicilianNajdorf,
};
