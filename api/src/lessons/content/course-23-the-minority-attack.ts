import type { Chapter } from '@kingside/contracts';

/** Course 23, "The Minority Attack" (advanced, Strategy). */
export const theMinorityAttack: Chapter[] = [
  {
    number: 1,
    title: 'Preparing b4',
    text: [
      'The minority attack is a plan in which two pawns attack three to create a weakness. Its home is the Carlsbad structure of the Queen\u2019s Gambit Declined, Exchange Variation: White has pawns on a2 and b2 against Black\u2019s a7, b7 and c6.',
      'White first puts a rook on b1 behind the b-pawn, then advances it to b4 and b5. The queen on c2 and the bishop on d3 keep an eye on Black\u2019s kingside ideas while the queenside pawns march.',
    ],
    fen: 'r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBP3/PPQ1NPPP/R4RK1 w - - 7 11',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: put the rook behind the b-pawn, then start the minority attack with b4.',
      solution: ['Rab1', 'Ng6', 'b4'],
      hint: 'The queen\u2019s rook goes to the b-file first; then the b-pawn advances two squares.',
    },
  },
  {
    number: 2,
    title: 'Slowing the Attack with ...a6',
    text: [
      'When the b-pawn reaches b5 and exchanges on c6, Black is left with a weakness whichever way it recaptures: after ...bxc6 the c6-pawn is backward on a half-open file, after ...cxb5 the d5-pawn is isolated.',
      'Black cannot stop the plan, but can slow it down. After ...a6, White must prepare b5 with a2\u2013a4, and every tempo White spends on the queenside is a tempo for Black\u2019s counterplay on the kingside.',
    ],
    fen: 'r1bqr1k1/pp2bppp/2p2nn1/3p2B1/1P1P4/2NBP3/P1Q1NPPP/1R3RK1 b - - 0 12',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: meet the minority attack with ...a6, so that b5 can be answered by a pawn exchange.',
      solution: ['a6'],
      hint: 'A pawn one square forward on the a-file prepares to meet b5 with a capture.',
    },
  },
  {
    number: 3,
    title: 'Black\u2019s Counterplay: the Knight on e4',
    text: [
      'The minority attack is slow, and Black must use the time. Black\u2019s chances lie on the kingside and in the centre: the d5-pawn supports a knight jump to e4, and the half-open e-file gives the rooks work.',
      'Here Black answers White\u2019s queenside plan by occupying e4 with the knight, offering exchanges that relieve the position and preparing ...f5.',
    ],
    fen: 'r1bqrnk1/pp2bppp/2p2n2/3p2B1/3P4/2NBP3/PPQ1NPPP/1R3RK1 b - - 8 11',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: seize the e4-square with the knight.',
      solution: ['Ne4'],
      hint: 'The d5-pawn protects a central square for your f6-knight.',
    },
  },
];
