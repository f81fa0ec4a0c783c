import type { Chapter } from '@kingside/contracts';

/** Course 21, "Calculation Technique" (advanced, Tactics). */
export const calculationTechnique: Chapter[] = [
  {
    number: 1,
    title: 'Checks First',
    text: [
      'When you look for a combination, list the forcing moves first: checks, then captures, then threats. Forcing moves limit the opponent\u2019s replies, and that keeps the tree of variations small enough to calculate to the end.',
      'Here a knight check and a queen sacrifice leave the black king with no air. Calculate it through: after the knight check, does Black have a choice? After the queen sacrifice, can Black refuse it?',
    ],
    fen: '1qr2rk1/pp3ppp/8/3N3Q/8/5R2/PP3PPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: mate in three, starting with a check.',
      solution: ['Ne7+', 'Kh8', 'Qxh7+', 'Kxh7', 'Rh3#'],
      hint: 'The knight takes away g6 and g8. Then the h-file must be opened by force.',
    },
  },
  {
    number: 2,
    title: 'The Smothered King',
    text: [
      'Visualisation means seeing the final position before it is on the board. In a smothered mate, the king is surrounded by its own pieces, and a lone knight delivers the blow.',
      'The black king on h8 is boxed in by the pawns on g7 and h7. If a black rook could be lured to g8, the knight on h6 would mate on f7. The queen is the lure.',
    ],
    fen: 'r4r1k/pp4pp/1q5N/8/2Q5/8/PP3PPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: mate in two with a queen sacrifice.',
      solution: ['Qg8+', 'Rxg8', 'Nf7#'],
      hint: 'Check on the square next to the king. The king cannot take, because your knight guards that square.',
    },
  },
  {
    number: 3,
    title: 'Whose Attack Is It?',
    text: [
      'The most common calculation error is assuming that the opponent will reply as you expect. Before you defend, look at your own checks and captures too: the piece that seems to attack you may itself be the target.',
      'White\u2019s queen and rook are lined up on the d-file against the rook on d8, and Qxd8 looks like a threat. But it is Black to move, and the white back rank has no luft either. Calculate the capture on d2 and White\u2019s natural recapture to the end.',
    ],
    fen: '3r2k1/p4ppp/5q2/8/8/8/P2Q1PPP/3R2K1 b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: calculate the forcing moves on the d-file and win material.',
      solution: ['Rxd2'],
      hint: 'Capture first. If White recaptures with the rook, can your queen reach the first rank with check?',
    },
  },
];
