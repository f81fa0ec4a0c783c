import type { Theme } from '@emotion/react';
import type { CSSProperties } from 'react';

/**
 * How the chapter's board looks, for both of its forms: the static board drawn on the first paint (StaticBoard.tsx, no
 * library) and react-chessboard's (Board.tsx), which replaces it at the learner's first move. They must match square for
 * square, or the page would jump when one replaces the other; boardLook.test.tsx renders both and compares them.
 */

/** The board's id: react-chessboard names its squares `${id}-square-e4`, and the static board names its own the same. */
export const BOARD_ID = 'chapter-board';

/*
 * react-chessboard's own look (v5: defaultBoardStyle, defaultSquareStyle, its square colours and notation styles),
 * copied because the static board must not import the library (29 KB with dnd-kit and chess.js). The test above
 * fails if an upgrade changes them.
 */
export const BOARD_STYLE: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(8, 1fr)',
  overflow: 'hidden',
  width: '100%',
  height: '100%',
  position: 'relative',
};
export const SQUARE_STYLE: CSSProperties = {
  aspectRatio: '1/1',
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  position: 'relative',
};
export const LIGHT_SQUARE = '#F0D9B5';
export const DARK_SQUARE = '#B58863';
/** a file's letter, in the corner of the first rank's squares */
export const FILE_NOTATION: CSSProperties = { fontSize: '13px', position: 'absolute', bottom: 1, right: 4, userSelect: 'none' };
/** a rank's number, in the corner of the first file's squares */
export const RANK_NOTATION: CSSProperties = { fontSize: '13px', position: 'absolute', top: 2, left: 2, userSelect: 'none' };

/** The coordinates in the ink colour (ours, not the library's), readable on both the light and the dark squares. */
export const notationStyle = (theme: Theme): CSSProperties => ({ color: theme.colors.ink, fontWeight: 600 });

export interface BoardSquare {
  square: string;
  light: boolean;
}

/**
 * The 64 squares in the order the board lays them out, as react-chessboard does (its generateBoard): row by row from
 * the top, a8 to h1 when White is at the bottom, h1 to a8 when Black is; a square is light when its row and column
 * add up to an even number.
 */
export function boardSquares(orientation: 'white' | 'black'): BoardSquare[] {
  const white = orientation === 'white';
  return Array.from({ length: 64 }, (_, index) => {
    const row = Math.floor(index / 8);
    const column = index % 8;
    const file = String.fromCharCode(97 + (white ? column : 7 - column));
    const rank = white ? 8 - row : row + 1;
    return { square: `${file}${rank}`, light: (row + column) % 2 === 0 };
  });
}
