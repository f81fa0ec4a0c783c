import type { Chapter } from '@kingside/contracts';

/** Course 14, "Pawn Structure Essentials" (intermediate, Strategy). */
export const pawnStructureEssentials: Chapter[] = [
  {
    number: 1,
    title: 'Creating a Passed Pawn',
    text: [
      'A passed pawn has no enemy pawns in front of it on its own or the neighbouring files. It is the most dangerous pawn on the board, because only pieces can stop it.',
      'Sometimes you can create one by force. Here three white pawns face three black pawns with the kings far away. The middle pawn sacrifices itself, and whichever way Black captures, one of the outside pawns gets through.',
    ],
    fen: '8/ppp3pk/7p/PPP5/8/8/6PP/7K w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: break through on the queenside and make a passed pawn.',
      solution: ['b6', 'axb6', 'c6', 'bxc6', 'a6'],
      hint: 'Push the middle pawn first. Then push the pawn next to the one Black just used to capture.',
    },
  },
  {
    number: 2,
    title: 'Blockading the Isolated Pawn',
    text: [
      'An isolated pawn has no friendly pawns on the neighbouring files, so only pieces can defend it. The square in front of it is a perfect home for the opponent\u2019s pieces, because no pawn can ever chase them away.',
      'In this Tarrasch Defence Black has accepted an isolated pawn on d5 in return for free piece play. White pins the knight that defends d5 and, when Black exchanges on d4, recaptures with the knight, planting it in front of the isolani.',
    ],
    fen: 'r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2N2NP1/PP2PPBP/R1BQ1RK1 w - - 5 9',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: pin the knight on f6, then recapture on d4 with the knight to blockade the d5-pawn.',
      solution: ['Bg5', 'cxd4', 'Nxd4'],
      hint: 'The dark bishop goes to g5. When Black takes on d4, recapture with the piece that wants to live in front of d5.',
    },
  },
  {
    number: 3,
    title: 'The Passed Pawn as a Decoy',
    text: [
      'A passed pawn does not have to promote to win the game. Far from the other pawns, it drags the enemy king away, and your own king then eats the pawns the defender left behind.',
      'Here the black king is about to win the d-pawn anyway. Pushing it first drags the king to d6, and the white king heads straight for the a5-pawn.',
    ],
    fen: '8/8/6p1/p2Pk2p/P6P/4K1P1/8/8 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: use the passed pawn to win the ending.',
      solution: ['d6', 'Kxd6', 'Kd4'],
      hint: 'Give the pawn away at the right moment, so that the black king is far from where your king is going.',
    },
  },
];
