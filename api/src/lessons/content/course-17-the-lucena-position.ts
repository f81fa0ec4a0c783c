import type { Chapter } from '@kingside/contracts';

/** Course 17, "The Lucena Position" (advanced, Endgames). */
export const theLucenaPosition: Chapter[] = [
  {
    number: 1,
    title: 'First, Push the King Away',
    text: [
      'In the Lucena position the attacker\u2019s pawn stands on the seventh rank with its king on the promotion square in front of it, and the defending king is cut off by at least one file. The attacking king is stuck: as soon as it steps out, the defending rook checks it from the side.',
      'Before building anything, gain a file. A rook check drives the black king one file further from the pawn, and then the rook goes to the fourth rank, ready to block the checks later: this is the "bridge".',
    ],
    fen: '3K4/3P1k2/8/8/8/8/2r5/4R3 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: check the king one file further away, then put the rook on the fourth rank.',
      solution: ['Rf1+', 'Kg7', 'Rf4'],
      hint: 'The rook checks along the f-file. After the king steps aside, the rook goes four squares up the same file.',
    },
  },
  {
    number: 2,
    title: 'Building the Bridge',
    text: [
      'With the rook on the fourth rank, the white king walks out. The black rook checks from the side, and the king answers by stepping down the board diagonally, towards the black rook, until it reaches the fifth rank.',
      'Then the next check is met by the rook on the fourth rank interposing right next to the king, where the black king cannot attack it. The checks are over, and the pawn promotes.',
    ],
    fen: '3K4/3P2k1/8/8/5R2/8/8/2r5 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: walk the king out, answer each check by stepping closer, and block the last check with the rook.',
      solution: ['Ke7', 'Re1+', 'Kd6', 'Rd1+', 'Ke6', 'Re1+', 'Kd5', 'Rd1+', 'Rd4'],
      hint: 'Step out of the pawn\u2019s way towards the centre. Each check: move the king one square down, alternating files. On the fifth rank, block with the rook.',
    },
  },
  {
    number: 3,
    title: 'The Whole Method on the e-File',
    text: [
      'The method does not depend on the file, as long as it is not a rook pawn. With the pawn on e7, the black king on c7 and the black rook on f2, everything is mirrored: check the king away to the b-file, lift the rook to the fourth rank, then walk the king out.',
      'Practise the full sequence until your hands know it. In a real game, the hard part is reaching the Lucena position; once you have it, the win should take no thought at all.',
    ],
    fen: '4K3/2k1P3/8/8/8/8/5r2/3R4 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: win with the full Lucena method, mirrored on the e-file.',
      solution: ['Rc1+', 'Kb7', 'Rc4', 'Rf1', 'Kd7', 'Rd1+', 'Ke6', 'Re1+', 'Kd6', 'Rd1+', 'Ke5', 'Re1+', 'Re4'],
      hint: 'Check on the c-file, lift the rook to c4, then step the king out and walk it down towards the black rook.',
    },
  },
];
