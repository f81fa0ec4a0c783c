import type { Chapter } from '@kingside/contracts';

/** Course 19, "Opposite-Coloured Bishops" (advanced, Endgames). */
export const oppositeColouredBishops: Chapter[] = [
  {
    number: 1,
    title: 'The Attacker\u2019s Extra Piece',
    text: [
      'With many pieces on the board, opposite-coloured bishops favour the attacker. The attacking bishop hits squares that the defending bishop can never protect, so on those squares the attacker effectively plays a piece up.',
      'Here the white bishop on e5 rules the dark squares around the black king, and Black\u2019s light-squared bishop cannot help. The queen on h6 needs only one more step.',
    ],
    fen: '5rk1/pp3p1p/1qb3pQ/4B3/8/8/PP3PPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in one on the dark squares.',
      solution: ['Qg7#'],
      hint: 'Which square next to the king does your bishop protect?',
    },
  },
  {
    number: 2,
    title: 'Building the Blockade',
    text: [
      'In the endgame the same bishops make draws. The defender puts the king in front of the passed pawns on a square of the opposing bishop\u2019s colour, where it can never be checked or driven away, and uses the bishop to control the squares the pawns need.',
      'White is two pawns up, but the pawns on d5 and e4 must cross dark squares, and Black\u2019s bishop is dark-squared. The black king heads for d6, in front of the d-pawn, and the bishop will watch e5.',
    ],
    fen: '8/4k3/8/3P4/2B1P2b/5K2/8/8 b - - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: blockade the pawns with the king on a dark square, then bring the bishop to guard e5.',
      solution: ['Kd6', 'Kf4', 'Bf6'],
      hint: 'The square in front of the d-pawn is dark: the white bishop can never attack a king standing there.',
    },
  },
  {
    number: 3,
    title: 'Strike Before the Pawns Roll',
    text: [
      'When the attacker\u2019s pawns are about to break through, the defender can often give the bishop for one pawn and stop the other with the king, or keep the bishop and hold the other pawn with it. Timing is everything.',
      'Here White\u2019s pawns on f6 and g6 threaten to advance with check. The black bishop on h4 is dark-squared, just like the f6 square. Taking that pawn now, with check, leaves the g-pawn alone against king and bishop.',
    ],
    fen: '5k2/8/5PP1/8/3K3b/1B6/8/8 b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: strike at the pawns before they roll forward, and hold the draw.',
      solution: ['Bxf6+'],
      hint: 'Only one pawn stands on a square your bishop can reach.',
    },
  },
];
