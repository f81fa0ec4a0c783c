import type { PieceLetter, Side } from './positionWords';

/**
 * The layout of pieces.svg, the static board's pieces (StaticBoard.tsx): react-chessboard's own drawings (its
 * defaultPieces) in one sheet of 6 × 2 cells of 45 × 45 (the drawings' viewBox), a column per piece in this order,
 * White's row on top. The sheet is generated from the installed react-chessboard (`npm run generate:pieces -w
 * mfe-learn`, pieceSprite.compute.ts); pieceSprite.test.ts checks that it is.
 */
export const SPRITE_PIECES: readonly PieceLetter[] = ['k', 'q', 'r', 'b', 'n', 'p'];
export const SPRITE_SIDES: readonly Side[] = ['w', 'b'];
export const SPRITE_CELL = 45;

/**
 * Where a piece is on the sheet, as a background position for an element the sheet is scaled to 6 × 2 of
 * (`background-size: 600% 200%`): per cent of the space left over, so the columns are at 0 %, 20 % … 100 % and the
 * rows at 0 % and 100 %.
 */
export const spritePosition = (color: Side, type: PieceLetter): string =>
  `${(SPRITE_PIECES.indexOf(type) * 100) / (SPRITE_PIECES.length - 1)}% ${SPRITE_SIDES.indexOf(color) * 100}%`;
