import type { Chapter } from '@kingside/contracts';

/** Course 10, "The Queen's Gambit" (intermediate, Openings). */
export const theQueensGambit: Chapter[] = [
  {
    number: 1,
    title: 'The Queen\u2019s Gambit Declined',
    text: [
      'The Queen\u2019s Gambit begins 1.d4 d5 2.c4. White offers the c-pawn to lure Black\u2019s d-pawn away from the centre. In the Declined, 2...e6, Black keeps a firm pawn on d5 and accepts that the bishop on c8 is hemmed in for a while.',
      'White develops with Nc3, Bg5 pinning the knight on f6, e3 and Nf3. Black answers with ...Nf6, ...Be7 to break the pin, and castles. The position is solid for both sides; the fight revolves around d5 and the half-open c-file.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: play the Queen\u2019s Gambit and develop against the Declined with Nc3, Bg5, e3 and Nf3.',
      solution: ['d4', 'd5', 'c4', 'e6', 'Nc3', 'Nf6', 'Bg5', 'Be7', 'e3', 'O-O', 'Nf3'],
      hint: 'Queen\u2019s pawn, then the c-pawn two squares. Knight to c3, the dark bishop pins on g5, a small e-pawn step and the king\u2019s knight.',
    },
  },
  {
    number: 2,
    title: 'A Classic Trap in the Declined',
    text: [
      'After 1.d4 d5 2.c4 e6 3.Nc3 Nf6 4.Bg5 Nbd7 5.cxd5 exd5, the knight on f6 looks pinned and the d5-pawn looks weak. Greedy White players take it with 6.Nxd5??, expecting to win a pawn.',
      'But the pin on f6 is only relative, because the piece behind it is the queen, not the king. Black gives up the queen for a moment and wins White’s back with a bishop check: after 7.Bxd8 Bb4+ 8.Qd2 Bxd2+ 9.Kxd2 Kxd8 Black has won a piece for a pawn. Learn this pattern, and you will never fall for it as White.',
    ],
    fen: 'r1bqkb1r/pppn1ppp/5n2/3N2B1/3P4/8/PP2PPPP/R2QKBNR b KQkq - 0 6',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: punish 6.Nxd5. Give up your queen for a moment and win material.',
      solution: ['Nxd5', 'Bxd8', 'Bb4+'],
      hint: 'Ignore the pin and take the knight. If White takes your queen, a bishop check wins White\u2019s queen back.',
    },
  },
  {
    number: 3,
    title: 'The Slav Defence',
    text: [
      'The Slav Defence, 2...c6, supports d5 with a pawn while leaving the c8-bishop\u2019s diagonal open. Black can later take on c4 and develop the bishop to f5 before playing ...e6, so it never gets locked in.',
      'In the main line Black captures on c4 only after White has committed the knights. White stops ...b5 with a2\u2013a4, and Black uses the moment to develop the bishop actively to f5.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: answer 1.d4 and 2.c4 with the Slav, take on c4 after Nc3, and develop the bishop to f5.',
      solution: ['d5', 'c4', 'c6', 'Nf3', 'Nf6', 'Nc3', 'dxc4', 'a4', 'Bf5'],
      hint: 'Support d5 with the c-pawn, develop the knight, take the gambit pawn when White\u2019s knights are out, then the light bishop comes out.',
    },
  },
  {
    number: 4,
    title: 'The Queen\u2019s Gambit Accepted',
    text: [
      'In the Queen\u2019s Gambit Accepted, 2...dxc4, Black gives up the centre for a while in exchange for free development. White need not hurry to win the pawn back: it cannot easily be held.',
      'White develops the king\u2019s knight, opens the bishop\u2019s diagonal with e3 and recaptures on c4 with the bishop, gaining a tempo for development. White keeps a pawn majority in the centre.',
    ],
    fen: 'rnbqkbnr/ppp1pppp/8/8/2pP4/8/PP2PPPP/RNBQKBNR w KQkq - 0 3',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: against the Accepted, develop the knight, play e3 and win the pawn back with the bishop.',
      solution: ['Nf3', 'Nf6', 'e3', 'e6', 'Bxc4'],
      hint: 'Knight to f3, a small step with the e-pawn opens the diagonal, and the light bishop takes on c4.',
    },
  },
];
