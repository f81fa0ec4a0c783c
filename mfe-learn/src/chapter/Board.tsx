import { useTheme } from '@emotion/react';
import { useState, type CSSProperties } from 'react';
import { Chessboard, defaultPieces, type PieceRenderObject } from 'react-chessboard';
import { BOARD_ID, notationStyle } from './boardLook';
import { boardSquare } from './chapterLayout';
import { pieceLabel, type PieceLetter, type Side } from './positionWords';

/**
 * react-chessboard's pieces, each named for assistive technology: the library makes every piece a focusable
 * "draggable" button (dnd-kit), whose name is then "White knight on b5" instead of nothing.
 */
const namedPieces: PieceRenderObject = Object.fromEntries(
  Object.entries(defaultPieces).map(([code, draw]) => {
    const color = code.charAt(0) as Side;
    const type = code.charAt(1).toLowerCase() as PieceLetter;
    const Named: PieceRenderObject[string] = (props) => (
      <span role="img" aria-label={pieceLabel(color, type, props?.square)} css={{ display: 'block', width: '100%', height: '100%' }}>
        {draw(props)}
      </span>
    );
    return [code, Named];
  }),
);

const selectedStyle: CSSProperties = { background: 'rgba(255, 214, 10, 0.55)' };
const lastMoveStyle: CSSProperties = { background: 'rgba(255, 214, 10, 0.3)' };
const targetStyle: CSSProperties = { background: 'radial-gradient(circle, rgba(20, 60, 40, 0.45) 22%, transparent 24%)' };
const captureStyle: CSSProperties = { background: 'radial-gradient(circle, transparent 60%, rgba(20, 60, 40, 0.45) 62%)' };

export interface BoardProps {
  fen: string;
  orientation: 'white' | 'black';
  /** the learner's side: only its pieces move, only while `interactive` */
  learner: Side;
  interactive: boolean;
  /** the square picked by a first click, and where its piece may go */
  selected: string | null;
  targets: readonly { square: string; capture: boolean }[];
  lastMove: { from: string; to: string } | null;
  /** a piece dropped on a square: true when the move was legal and is being played */
  onDrop(from: string, to: string): boolean;
  onSquareClick(square: string): void;
}

/**
 * The board (react-chessboard on the position chess.js keeps): drag and drop, click a piece then a square, the last
 * move and the picked piece's targets highlighted. It replaces the static board of the first paint (StaticBoard.tsx),
 * which draws the same squares (boardLook.ts), so its arrival moves nothing. The coordinates are drawn in the ink
 * colour, readable on both the light and the dark squares.
 */
export function Board({ fen, orientation, learner, interactive, selected, targets, lastMove, onDrop, onSquareClick }: BoardProps) {
  const theme = useTheme();
  // Pieces slide to their squares, unless the visitor asks for less motion.
  const [animate] = useState(() => typeof matchMedia !== 'function' || !matchMedia('(prefers-reduced-motion: reduce)').matches);
  const squareStyles: Record<string, CSSProperties> = {};
  if (lastMove) {
    squareStyles[lastMove.from] = lastMoveStyle;
    squareStyles[lastMove.to] = lastMoveStyle;
  }
  if (selected) squareStyles[selected] = selectedStyle;
  for (const target of targets) squareStyles[target.square] = target.capture ? captureStyle : targetStyle;
  const notation = notationStyle(theme);
  return (
    <div css={boardSquare} data-testid="chapter-board" data-board="interactive">
      <Chessboard
        options={{
          id: BOARD_ID,
          position: fen,
          boardOrientation: orientation,
          pieces: namedPieces,
          allowDragging: interactive,
          allowDrawingArrows: false,
          showAnimations: animate,
          canDragPiece: ({ piece }) => interactive && piece.pieceType.charAt(0) === learner,
          onPieceDrop: ({ sourceSquare, targetSquare }) => (targetSquare ? onDrop(sourceSquare, targetSquare) : false),
          onSquareClick: ({ square }) => onSquareClick(square),
          squareStyles,
          darkSquareNotationStyle: notation,
          lightSquareNotationStyle: notation,
        }}
      />
    </div>
  );
}
