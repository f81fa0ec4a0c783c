import type { Chapter } from '@kingside/contracts';

/** Course 13, "King and Pawn Endings: The Opposition" (intermediate, Endgames). */
export const kingAndPawnEndingsTheOpposition: Chapter[] = [
  {
    number: 1,
    title: 'Holding the Opposition',
    text: [
      'Two kings stand in opposition when they face each other on a file, rank or diagonal with one square between them. Since kings may never stand next to each other, the side that does not have to move holds the opposition and forces the other king to give way.',
      'As the defender against a lone pawn, stay in front of it and take the opposition whenever the attacking king steps forward. Here the white king on d5 wants to reach d6, e6 or f6, the key squares of the e4-pawn. Only one black move stops it.',
    ],
    fen: '8/4k3/8/3K4/4P3/8/8/8 b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: take the opposition and hold the draw.',
      solution: ['Kd7'],
      hint: 'Stand face to face with the white king, one square between you.',
    },
  },
  {
    number: 2,
    title: 'The Spare Pawn Move',
    text: [
      'Every pawn has key squares: if the attacking king reaches one of them, the pawn promotes whoever is to move. For a pawn on the third rank, they are the three squares two ranks in front of it.',
      'When the kings face each other and it is your move, a pawn that has not yet advanced can pass the move back: a one-square pawn step gives the opposition to you. Here the e-pawn still stands on e2. After e2\u2013e3 Black must give way, and the white king walks onto a key square.',
    ],
    fen: '8/8/4k3/8/4K3/8/4P3/8 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: win the opposition with a pawn move, then step onto a key square.',
      solution: ['e3', 'Kd6', 'Kf5'],
      hint: 'Move the pawn one square so that Black has to move the king. Then go round the side it leaves.',
    },
  },
  {
    number: 3,
    title: 'The Rule of the Square',
    text: [
      'Can a king catch a passed pawn? Draw a square with one side running from the pawn to its promotion square. If the defending king can step inside that square on its move, it catches the pawn; if not, the pawn runs through.',
      'The white pawn on a4 has four squares to go, so its square runs from a4 to e4 and up to e8 and a8. The black king on f3 is outside, but one king move brings it in. Then keep stepping towards the corner in front of the pawn.',
    ],
    fen: '8/8/8/8/P7/5k2/8/7K b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: step into the square of the pawn and catch it.',
      solution: ['Ke4', 'a5', 'Kd5', 'a6', 'Kc6', 'a7', 'Kb7'],
      hint: 'Head diagonally towards the pawn\u2019s promotion square, and check that each step keeps you inside its square.',
    },
  },
  {
    number: 4,
    title: 'The Rook Pawn and the Corner',
    text: [
      'Rook pawns are special. If the defending king reaches the corner in front of the pawn, or the square next to it, the game is a draw wherever the other king stands: the attacker can only drive it into a stalemate.',
      'Here the white king and the a-pawn look dangerous, but the black king only has to walk to the queenside corner. Aim for c7 and b8, and keep away from the edge the white king controls.',
    ],
    fen: '8/4k3/8/8/P1K5/8/8/8 b - - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: run to the corner in front of the a-pawn and hold the draw.',
      solution: ['Kd7', 'Kb5', 'Kc7', 'Ka6', 'Kb8'],
      hint: 'Head diagonally towards the queenside, then drop into the corner area in front of the pawn.',
    },
  },
];
