import { useTheme } from '@emotion/react';
import type { CSSProperties } from 'react';
import {
  BOARD_ID,
  BOARD_STYLE,
  DARK_SQUARE,
  FILE_NOTATION,
  LIGHT_SQUARE,
  RANK_NOTATION,
  SQUARE_STYLE,
  boardSquares,
  notationStyle,
} from './boardLook';
import { boardSquare } from './chapterLayout';
import { SPRITE_PIECES, SPRITE_SIDES, spritePosition } from './pieceSprite';
import { pieceLabel, type PlacedPiece, type Side } from './positionWords';
// An image, not code: the pieces cost no JavaScript. webpack emits the file and gives its URL (jest needs it mocked:
// its configuration maps pictures and fonts, not .svg).
import sprite from './pieces.svg';

const FILL: CSSProperties = { width: '100%', height: '100%' };
const drawing: CSSProperties = {
  display: 'block',
  width: '100%',
  // react-chessboard's drawing is an <svg> its viewBox makes square; a background has no size of its own.
  aspectRatio: '1 / 1',
  backgroundImage: `url("${sprite}")`,
  backgroundSize: `${SPRITE_PIECES.length * 100}% ${SPRITE_SIDES.length * 100}%`,
};

/**
 * react-chessboard's grid with its eight rows fixed: the server's HTML may be painted while the board is half parsed,
 * and a grid of two or five rows of squares stretched them to fill the board's square, then shrank them as the rest
 * arrived (a layout shift of 0.015-0.03 in 2 of 8 loads). With all 64 squares, eight rows of 1fr are the squares'
 * own height, so react-chessboard's board (rows sized by its squares) lays out the same when it takes over.
 */
const STATIC_BOARD_STYLE = { ...BOARD_STYLE, gridTemplateRows: 'repeat(8, 1fr)' };

export interface StaticBoardProps {
  orientation: 'white' | 'black';
  learner: Side;
  /** the position (fen.ts reads it from the chapter's FEN) */
  pieces: readonly PlacedPiece[];
  /** the real board has been asked for and has not arrived */
  loading: boolean;
  /** a sign that the learner is about to play: a press, a mouse coming over the board, the focus, a key */
  onIntent(): void;
  /** a square clicked, to be picked once the real board is there */
  onSquareClick(square: string): void;
}

/**
 * A chapter's starting position as the first paint draws it, in plain React: no chess.js, no react-chessboard (29 KB
 * with dnd-kit), and it renders on the server as in the browser. It is that board's geometry (its grid, its squares
 * with the same ids, styles and coordinates, boardLook.ts) and its pieces' drawings (pieces.svg), each piece named and
 * a button as dnd-kit makes it ("White knight on b5"), so the real board replaces it without a pixel moving and a
 * screen reader hears the same board (boardLook.test.tsx compares the two).
 *
 * It does not play: the learner's first sign of playing (onIntent) fetches the real board, which takes over; a square
 * clicked meanwhile is handed over and picked there (ChapterPlayer).
 */
export function StaticBoard({ orientation, learner, pieces, loading, onIntent, onSquareClick }: StaticBoardProps) {
  const notation = notationStyle(useTheme());
  const placed = new Map(pieces.map((piece) => [piece.square, piece]));
  const [bottomRank, leftFile] = orientation === 'white' ? ['1', 'a'] : ['8', 'h'];
  return (
    <div
      // Dimmed while the real board is on its way, after a moment: a quick arrival shows nothing.
      css={{ ...boardSquare, transition: 'opacity 0.2s 0.3s', opacity: loading ? 0.75 : 1 }}
      data-testid="chapter-board"
      data-board="static"
      aria-busy={loading}
      onPointerDown={onIntent}
      // A mouse over the board is about to drag: by the press, the real board is usually there to take it.
      onPointerEnter={(event) => event.pointerType === 'mouse' && onIntent()}
      onFocus={onIntent}
      onKeyDown={onIntent}
      onClick={(event) => {
        const square = (event.target as Element).closest('[data-square]')?.getAttribute('data-square');
        if (square) onSquareClick(square);
      }}
    >
      <div id={`${BOARD_ID}-board`} style={STATIC_BOARD_STYLE}>
        {boardSquares(orientation).map(({ square, light }) => {
          const [file, rank] = square;
          const piece = placed.get(square);
          const movable = piece?.color === learner;
          return (
            // react-chessboard's drop target around each square.
            <div key={square}>
              <div
                id={`${BOARD_ID}-square-${square}`}
                style={{ ...SQUARE_STYLE, backgroundColor: light ? LIGHT_SQUARE : DARK_SQUARE }}
                data-square={square}
              >
                <span style={notation}>
                  {rank === bottomRank ? <span style={FILE_NOTATION}>{file}</span> : null}
                  {file === leftFile ? <span style={RANK_NOTATION}>{rank}</span> : null}
                </span>
                {piece ? (
                  <div
                    role="button"
                    tabIndex={0}
                    aria-disabled={!movable}
                    aria-roledescription="draggable"
                    style={{ ...FILL, cursor: loading ? 'progress' : movable ? 'grab' : 'pointer' }}
                  >
                    <span
                      role="img"
                      aria-label={pieceLabel(piece.color, piece.type, square)}
                      style={{ ...drawing, backgroundPosition: spritePosition(piece.color, piece.type) }}
                    />
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
