import type { Chapter } from '@kingside/contracts';

/** Course 22, "The Greek Gift Sacrifice" (advanced, Tactics). */
export const theGreekGiftSacrifice: Chapter[] = [
  {
    number: 1,
    title: 'The Classic Set-Up',
    text: [
      'The Greek Gift is the bishop sacrifice Bxh7+ against a castled king, followed by Ng5+ and the queen to h5. Look for the ingredients: a bishop on the b1\u2013h7 diagonal, a knight that can reach g5 safely, a queen that can join on the h-file, and no black knight on f6.',
      'Here all of them are present. The pawn on e5 keeps a black knight from f6, and the bishop on c1 protects g5, so ...Qxg5 would lose the queen. After ...Kg8, Qh5 threatens Qh7 mate.',
    ],
    fen: 'r1bq1rk1/pp1n1ppp/2n1p3/2ppP3/3P4/2PB1N2/PP3PPP/R1BQR1K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: play the Greek Gift: sacrifice the bishop and follow up with the knight.',
      solution: ['Bxh7+', 'Kxh7', 'Ng5+'],
      hint: 'Sacrifice on h7 with check, then check again with the knight from a protected square.',
    },
  },
  {
    number: 2,
    title: 'When the Gift Is Refused by Force',
    text: [
      'Before sacrificing, calculate every defence. The sacrifice usually fails if Black can simply capture the knight on g5, and that happens when nothing protects it.',
      'Here White has played Bxh7+ and Ng5+, but the dark-squared bishop stands on a3 instead of c1. Black\u2019s queen on d8 sees g5 along the diagonal.',
    ],
    fen: 'r1bq1r2/pp1n1ppk/2n1p3/2ppP1N1/3P4/B1P5/PP3PPP/R2QR1K1 b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: the knight check is not protected. Refute the sacrifice.',
      solution: ['Qxg5'],
      hint: 'Your queen has a long diagonal towards the checking piece.',
    },
  },
  {
    number: 3,
    title: 'The Greek Gift for Black',
    text: [
      'The same idea works for Black against a king castled on g1: ...Bxh2+, ...Ng4+ and ...Qh4. The ingredients are mirrored: a bishop on the b8\u2013h2 diagonal, a knight that can reach g4, the queen on d8, and a black pawn on e4 that keeps White\u2019s knight away from f3.',
      'Here they are all in place. After ...Bxh2+ Kxh2 ...Ng4+ Kg1 ...Qh4, Black threatens ...Qh2 mate, and the bishop on c8 protects the knight on g4.',
    ],
    fen: 'r1bqr1k1/pp3ppp/2pb1n2/3p4/2PPp3/2N1P3/PP1N1PPP/R1BQ1RK1 b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: play the Greek Gift against the white king: bishop first, then the knight.',
      solution: ['Bxh2+', 'Kxh2', 'Ng4+'],
      hint: 'Sacrifice on h2 with check, then jump in with the knight where the c8-bishop protects it.',
    },
  },
];
