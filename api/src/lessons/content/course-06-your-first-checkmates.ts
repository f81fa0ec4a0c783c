import type { Chapter } from '@kingside/contracts';

/** Course 6, "Your First Checkmates" (beginner, Endgames). */
export const yourFirstCheckmates: Chapter[] = [
  {
    number: 1,
    title: 'Queen Mate on the Back Rank',
    text: [
      'To mate a lone king you drive it to the edge of the board and then bring your own king close. The two kings facing each other is the key picture: with the white king on g6 and the black king on g8, the white king takes away f7, g7 and h7.',
      'The queen then only has to give check along the back rank from a square the black king cannot reach. A check from far away is safest, because the king cannot capture a queen that is not next to it.',
    ],
    fen: '6k1/8/6K1/8/8/8/8/3Q4 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in one with the queen.',
      solution: ['Qd8#'],
      hint: 'The king can only run along the eighth rank. Check it along that rank from a safe distance.',
    },
  },
  {
    number: 2,
    title: 'Rook Mate: the Kings Face Each Other',
    text: [
      'A rook cannot mate on its own, because it covers only straight lines. Its partner is the king. When the two kings stand face to face with one square between them, the attacking king covers the three squares in front of the enemy king.',
      'At that moment a rook check along the edge is mate. Here the kings stand on f6 and f8, and the rook waits on the h-file, ready to swing to the back rank.',
    ],
    fen: '5k2/8/5K2/8/8/8/7R/8 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in one with the rook.',
      solution: ['Rh8#'],
      hint: 'Your king already controls e7, f7 and g7. Give check on the edge the black king stands on.',
    },
  },
  {
    number: 3,
    title: 'Bring the King Closer',
    text: [
      'Beginners often keep checking with the queen and wonder why the enemy king always escapes. The queen needs help: a quiet king move that takes squares away is often the fastest way to mate.',
      'Here the black king is already trapped on the h-file, because the queen on g3 controls the whole g-file. One step of the white king towards it leaves Black with almost no squares, and the queen, protected by her king, finishes next move.',
    ],
    fen: '8/7k/8/5K2/8/6Q1/8/8 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in two moves. Start with a quiet move.',
      solution: ['Kf6', 'Kh8', 'Qg7#'],
      hint: 'The queen keeps the king on the h-file. Use your king to cover the squares next to it.',
    },
  },
];
