import type { Chapter } from '@kingside/contracts';

/** Course 16, "Rooks on Open Files and the Seventh Rank" (intermediate, Strategy). */
export const rooksOnOpenFilesAndTheSeventhRank: Chapter[] = [
  {
    number: 1,
    title: 'Seize the Open File',
    text: [
      'Rooks need open lines. An open file has no pawns on it at all, and the first rook to occupy it often controls it for the rest of the game.',
      'After the queens come off in this Berlin ending, the d-file is wide open and the black king stands on it. White takes the file with check, and only then develops the queen\u2019s knight.',
    ],
    fen: 'r1bk1b1r/ppp2ppp/2p5/4Pn2/8/5N2/PPP2PPP/RNB2RK1 w - - 0 9',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: take the open d-file with check, then develop the knight.',
      solution: ['Rd1+', 'Ke8', 'Nc3'],
      hint: 'The rook on f1 can reach the open file in one move, with check.',
    },
  },
  {
    number: 2,
    title: 'Behind the Passed Pawn',
    text: [
      'In rook endgames, put your rook behind passed pawns: behind your own to push them, behind the opponent\u2019s to attack them as they advance. A rook behind a pawn gains scope with every step the pawn takes, while a rook in front of it grows more passive.',
      'Here White\u2019s rook on a1 stands behind the a-pawn and Black\u2019s rook on a8 blocks it. Every advance of the pawn makes the black rook\u2019s life harder, so White pushes.',
    ],
    fen: 'r7/5pkp/6p1/P7/8/8/5PPP/R5K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: your rook is behind the passed pawn. Push it.',
      solution: ['a6'],
      hint: 'The pawn goes forward one square; the rook behind it does the rest.',
    },
  },
  {
    number: 3,
    title: 'Two Rooks on the Seventh',
    text: [
      'The seventh rank is the rook\u2019s favourite destination: pawns there can only be defended by pieces, and the enemy king is often trapped on the back rank. Two rooks on the seventh are worth a lot more than twice one rook.',
      'Black threatens ...Rd1 mate, but White moves first. With checks along the seventh rank the rooks sweep the pawns in front of the black king, and the second rook delivers mate.',
    ],
    fen: '3r1rk1/1RR3pp/p7/8/8/8/P4PPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: mate in three with the rooks on the seventh rank.',
      solution: ['Rxg7+', 'Kh8', 'Rxh7+', 'Kg8', 'Rbg7#'],
      hint: 'Every move should be a check. Take the pawns in front of the king, one after the other.',
    },
  },
];
