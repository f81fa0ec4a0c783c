import { ThemeProvider } from '@emotion/react';
import { theme } from '@kingside/ui';
import { render } from '@testing-library/react';
import {
  defaultAlphaNotationStyle,
  defaultBoardStyle,
  defaultDarkSquareStyle,
  defaultLightSquareStyle,
  defaultNumericNotationStyle,
  defaultSquareStyle,
  generateBoard,
} from 'react-chessboard';
import { Board } from './Board';
import { BOARD_STYLE, DARK_SQUARE, FILE_NOTATION, LIGHT_SQUARE, RANK_NOTATION, SQUARE_STYLE, boardSquares } from './boardLook';
import { piecesOfFen, sideToMove } from './fen';
import { StaticBoard } from './StaticBoard';

jest.mock('./pieces.svg', () => 'pieces.svg');

/*
 * The static board of the first paint stands in for react-chessboard's until the learner plays (StaticBoard.tsx): the
 * two must match square for square, or the page would jump when one replaces the other, and a screen reader must
 * hear the same board. Layout itself is the browser's (e2e/content/chapters.spec.ts measures it); here, what decides
 * it: the same elements, ids, inline styles and coordinates, the same pieces, named alike, in the same order.
 */

describe('the board’s look (boardLook.ts)', () => {
  it('is react-chessboard’s own: its board, squares, colours and coordinates', () => {
    expect(BOARD_STYLE).toEqual(defaultBoardStyle(8));
    expect(SQUARE_STYLE).toEqual(defaultSquareStyle);
    expect([LIGHT_SQUARE, DARK_SQUARE]).toEqual([defaultLightSquareStyle.backgroundColor, defaultDarkSquareStyle.backgroundColor]);
    expect(FILE_NOTATION).toEqual(defaultAlphaNotationStyle);
    expect(RANK_NOTATION).toEqual(defaultNumericNotationStyle);
  });

  it.each(['white', 'black'] as const)('lays the squares out in react-chessboard’s order, %s at the bottom', (orientation) => {
    expect(boardSquares(orientation)).toEqual(
      generateBoard(8, 8, orientation)
        .flat()
        .map(({ squareId, isLightSquare }) => ({ square: squareId, light: isLightSquare })),
    );
  });
});

/** Each square as the browser lays it out and a screen reader reads it. */
function squaresOf(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[id^="chapter-board-square-"]')].map((square) => {
    const piece = square.querySelector('[role="button"]');
    return {
      id: square.id,
      style: square.getAttribute('style'),
      // the drop target's <div> around it, a grid cell of the board
      cell: square.parentElement!.parentElement!.id,
      notation: [...square.firstElementChild!.children].map((label) => [label.textContent, label.getAttribute('style')]),
      notationColour: square.firstElementChild!.getAttribute('style'),
      piece: piece && {
        tabIndex: piece.getAttribute('tabindex'),
        roleDescription: piece.getAttribute('aria-roledescription'),
        disabled: piece.getAttribute('aria-disabled'),
        name: piece.querySelector('[role="img"]')!.getAttribute('aria-label'),
      },
    };
  });
}

const POSITIONS = [
  // chapter 1 of the forks course: White to move, White at the bottom
  { fen: 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1', orientation: 'white' },
  // Black to move, Black at the bottom
  { fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3', orientation: 'black' },
] as const;

describe('the static board (StaticBoard.tsx) beside react-chessboard’s (Board.tsx)', () => {
  it.each(POSITIONS)('draws the same squares, coordinates and pieces: $fen', ({ fen, orientation }) => {
    const learner = sideToMove(fen);
    const real = render(
      <ThemeProvider theme={theme}>
        <Board
          fen={fen}
          orientation={orientation}
          learner={learner}
          interactive
          selected={null}
          targets={[]}
          lastMove={null}
          onDrop={() => false}
          onSquareClick={() => undefined}
        />
      </ThemeProvider>,
    );
    const drawn = render(
      <ThemeProvider theme={theme}>
        <StaticBoard
          orientation={orientation}
          learner={learner}
          pieces={piecesOfFen(fen)}
          loading={false}
          onIntent={() => undefined}
          onSquareClick={() => undefined}
        />
      </ThemeProvider>,
    );
    const expected = squaresOf(real.container);
    expect(expected).toHaveLength(64);
    expect(squaresOf(drawn.container)).toEqual(expected);
    const grid = (container: HTMLElement) => container.querySelector('#chapter-board-board')!.getAttribute('style');
    // The same grid, with its eight rows fixed (StaticBoard's STATIC_BOARD_STYLE): a half-parsed board's rows must not
    // stretch to fill it. Eight rows of 1fr are what react-chessboard's 64 square squares make of the same box.
    expect(grid(drawn.container)).toBe(`${grid(real.container)} grid-template-rows: repeat(8, 1fr);`);
    // In the same box (chapterLayout's boardSquare), reserved before either is drawn.
    const box = (container: HTMLElement) => getComputedStyle(container.querySelector('[data-testid="chapter-board"]')!);
    expect([box(drawn.container).maxWidth, box(drawn.container).aspectRatio]).toEqual([
      box(real.container).maxWidth,
      box(real.container).aspectRatio,
    ]);
  });
});
