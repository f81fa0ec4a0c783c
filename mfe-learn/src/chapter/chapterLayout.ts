import type { Theme } from '@emotion/react';

/** The board's largest size: the square is reserved before the board is drawn (aspect-ratio), so nothing moves. */
export const BOARD_MAX_WIDTH = 560;

export const boardSquare = {
  width: '100%',
  maxWidth: BOARD_MAX_WIDTH,
  aspectRatio: '1 / 1',
  margin: '0 auto',
} as const;

/**
 * A chapter page below its heading: on phones the text, the board and the exercise one under the other; from
 * 1024px the board on the left beside the text and, under it, the exercise. The document keeps the reading order
 * (text, board, exercise) either way.
 */
export const chapterGrid = (t: Theme) => ({
  display: 'grid',
  gap: 24,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"text" "board" "exercise"',
  [t.breakpoints.lg]: {
    columnGap: 40,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    // The text's row as tall as the text, the exercise's taking the rest of the board's height.
    gridTemplateRows: 'auto 1fr',
    gridTemplateAreas: '"board text" "board exercise"',
  },
});

export const backLink = { display: 'inline-block', margin: '32px 0 16px', fontWeight: 600 } as const;
