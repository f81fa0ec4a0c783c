import type { Chapter } from '@kingside/contracts';

/** Course 4, "Piece Values and Fair Trades" (beginner, Fundamentals). */
export const pieceValuesAndFairTrades: Chapter[] = [
  {
    number: 1,
    title: 'Count Attackers and Defenders',
    text: [
      'A pawn is worth 1 point, a knight or a bishop 3, a rook 5 and a queen 9. Before you capture, add up what you give and what you get.',
      'When a piece is attacked more often than it is defended, it can usually be won. Here the black knight on d4 is attacked twice, by the pawn on c3 and the knight on f3, and defended only once, by the pawn on e5. The order of captures matters: start with your cheapest attacker.',
    ],
    fen: '6k1/p1q2ppp/3p4/4p3/3nP3/2P2N2/P3QPPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: win the knight on d4 for as little as possible.',
      solution: ['cxd4'],
      hint: 'Two of your units attack d4. Which of them is worth the least?',
    },
  },
  {
    number: 2,
    title: 'Capture with the Cheapest Piece',
    text: [
      'When several of your pieces can capture a defended enemy piece, take with the least valuable one. If the opponent recaptures, you want to lose a pawn, not a knight or a queen.',
      'The black knight on e5 is defended by the pawn on d6. A knight for a knight is only an even trade, and the queen would be a disaster, but a pawn for a knight gains two points.',
    ],
    fen: '6k1/ppq2ppp/3p4/4n3/3P4/2N5/PP2QPPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: win material by capturing the knight with the right unit.',
      solution: ['dxe5'],
      hint: 'The knight is defended. Capture it with something worth less than a knight.',
    },
  },
  {
    number: 3,
    title: 'Trade When You Are Ahead',
    text: [
      'When you are ahead in material, trading pieces makes your advantage bigger in proportion and leaves your opponent fewer chances to attack. An extra bishop against a rook and pawns is a fight; an extra bishop with no rooks on the board is usually a simple win.',
      'Here White is a bishop up. The black rook is Black\u2019s only active piece, and it stands opposite the white rook on the open d-file. White offers the exchange on d8 at once.',
    ],
    fen: '3rk3/pp4p1/5p1p/8/2B5/8/PP3PPP/3R2K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: you are a piece up. Trade the rooks on d8, then start bringing your king to the centre.',
      solution: ['Rxd8+', 'Kxd8', 'Kf1'],
      hint: 'Capture the black rook with yours, giving check. In the endgame the king becomes a fighter: step it towards the middle.',
    },
  },
];
