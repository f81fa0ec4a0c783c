import type { Chapter } from '@kingside/contracts';

/** Course 20, "Prophylaxis: Thinking for Your Opponent" (advanced, Strategy). */
export const prophylaxisThinkingForYourOpponent: Chapter[] = [
  {
    number: 1,
    title: 'The Little Pawn Move h3',
    text: [
      'Prophylaxis means preventing your opponent\u2019s ideas before they can be carried out. The simplest prophylactic moves are small pawn moves that take a square away from an enemy piece.',
      'In this quiet Italian Game, Black would love to play ...Bg4, pinning the knight on f3 and making White\u2019s plan of d3\u2013d4 harder. The move h3 takes g4 away from the bishop and the knight, and it gives the white king an escape square for later.',
    ],
    fen: 'r1bq1rk1/bpp2ppp/p1np1n2/4p3/4P3/1BPP1N2/PP3PPP/RNBQR1K1 w - - 2 9',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: take the g4-square away from Black\u2019s pieces before continuing with your plan.',
      solution: ['h3'],
      hint: 'Which pawn controls g4?',
    },
  },
  {
    number: 2,
    title: 'Stopping ...b5',
    text: [
      'Deeper prophylaxis targets the opponent\u2019s plan rather than a single move. In the Najdorf, Black\u2019s queenside expansion with ...b5 gains space, chases a knight from c3 and brings the light bishop to b7.',
      'White can simply forbid it with a2\u2013a4. The pawn fixes Black\u2019s queenside and secures the b5-square for a white piece. The price, a small hole on b4, is worth paying.',
    ],
    fen: 'rnbq1rk1/1p2bppp/p2p1n2/4p3/4P3/1NN5/PPP1BPPP/R1BQ1RK1 w - - 4 9',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: prevent Black\u2019s ...b5 expansion before it starts.',
      solution: ['a4'],
      hint: 'A rook pawn can stop the b-pawn from ever advancing safely.',
    },
  },
  {
    number: 3,
    title: 'Keeping the Bishop Locked In',
    text: [
      'In the Exchange Variation of the Queen\u2019s Gambit Declined, Black\u2019s problem piece is the light bishop on c8. If it reaches f5 and is exchanged for White\u2019s good bishop, Black is fine.',
      'So after the pin Bg5 and ...c6, White plays Qc2: the queen guards f5, the bishop will follow to d3, and Black has to look for another, less active home for the bishop.',
    ],
    fen: 'rnbqkb1r/ppp2ppp/5n2/3p4/3P4/2N5/PP2PPPP/R1BQKBNR w KQkq - 0 5',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: pin the knight with the bishop, and after ...c6 stop ...Bf5 with the queen.',
      solution: ['Bg5', 'c6', 'Qc2'],
      hint: 'The dark bishop pins first. Then your queen takes f5 under control from the c-file.',
    },
  },
];
