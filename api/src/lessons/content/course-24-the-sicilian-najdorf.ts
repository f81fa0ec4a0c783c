import type { Chapter } from '@kingside/contracts';

/** Course 24, "The Sicilian Najdorf" (advanced, Openings). */
export const theSicilianNajdorf: Chapter[] = [
  {
    number: 1,
    title: 'The Road to 5...a6',
    text: [
      'The Sicilian Defence, 1.e4 c5, creates an unbalanced game from the first move. Black trades the c-pawn for White\u2019s d-pawn, gaining a central pawn majority and the half-open c-file, while White gains space and development.',
      'The Najdorf move order is 2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3 a6. The little move ...a6 keeps White\u2019s pieces off b5 and prepares ...b5 and ...e5 or ...e6. Play it as Black, one principled move at a time.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: play the Najdorf Sicilian up to 5...a6.',
      solution: ['c5', 'Nf3', 'd6', 'd4', 'cxd4', 'Nxd4', 'Nf6', 'Nc3', 'a6'],
      hint: 'c-pawn two squares, then d6, capture on d4, attack e4 with the knight, and finish with the rook-pawn move.',
    },
  },
  {
    number: 2,
    title: 'The English Attack',
    text: [
      'Against 5...a6, 6.Be3 followed by f3, Qd2, O-O-O and g4 is the English Attack: White castles queenside and storms the black king with the kingside pawns.',
      'After 6...e5 the knight retreats to b3, and f2\u2013f3 supports e4 and prepares g4. White then connects the rooks with Qd2 and castles long, and the race begins.',
    ],
    fen: 'rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: set up the English Attack with Be3, f3, Qd2 and queenside castling.',
      solution: ['Be3', 'e5', 'Nb3', 'Be6', 'f3', 'Be7', 'Qd2', 'O-O', 'O-O-O'],
      hint: 'The dark bishop first; when the knight is hit, it goes back to b3; then f3, the queen to d2 and the king to the queenside.',
    },
  },
  {
    number: 3,
    title: '...e5 and the Fight for d5',
    text: [
      'After 6.Be2, Black often grabs space with 6...e5. The pawn kicks the knight from d4, but it leaves the d6-pawn backward and the d5-square weak, so the game revolves around that square.',
      'Black develops calmly with ...Be7 and ...O-O, and will aim for ...Be6 and, one day, the freeing ...d5. If Black achieves ...d5 safely, the opening has been a success.',
    ],
    fen: 'rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP1BPPP/R1BQK2R b KQkq - 1 6',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: play ...e5, develop the bishop to e7 and castle.',
      solution: ['e5', 'Nb3', 'Be7', 'O-O', 'O-O'],
      hint: 'Gain space with the e-pawn; the dark bishop goes to its modest square, and the king goes short.',
    },
  },
  {
    number: 4,
    title: 'Meeting 6.Bg5',
    text: [
      '6.Bg5 is White\u2019s most aggressive answer to the Najdorf: the bishop pins the knight, and after 6...e6 7.f4 White threatens e4\u2013e5 and plans Qf3 and queenside castling.',
      'Black\u2019s classical set-up is ...e6, ...Be7 to break the pin, ...Qc7 to control e5, and ...Nbd7 to support f6 and e5. Black keeps the king in the centre for a while, waiting to see where the storm comes from.',
    ],
    fen: 'rnbqkb1r/1p2pppp/p2p1n2/6B1/3NP3/2N5/PPP2PPP/R2QKB1R b KQkq - 1 6',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: answer 6.Bg5 with the classical set-up: ...e6, ...Be7, ...Qc7 and ...Nbd7.',
      solution: ['e6', 'f4', 'Be7', 'Qf3', 'Qc7', 'O-O-O', 'Nbd7'],
      hint: 'The e-pawn one square first, then the bishop breaks the pin, the queen eyes e5 and the knight supports f6.',
    },
  },
];
