import type { Chapter } from '@kingside/contracts';

/** Course 5, "Opening Principles" (beginner, Openings). Lines to learn: any sound move order would do in a game. */
export const openingPrinciples: Chapter[] = [
  {
    number: 1,
    title: 'Claim the Centre',
    text: [
      'The four central squares, e4, d4, e5 and d5, are the most valuable on the board: pieces placed on them or aimed at them reach the most squares and can switch quickly to either wing. Start with a centre pawn and bring pieces out that support it.',
      'In this line White opens with the king\u2019s pawn, develops the knight with an attack on e5, and then strikes in the centre with the d-pawn. Every white move either occupies the centre or fights for it.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: play e4, develop the king\u2019s knight with a threat, then strike with the d-pawn.',
      solution: ['e4', 'e5', 'Nf3', 'Nc6', 'd4'],
      hint: 'Two squares forward with the e-pawn; the knight goes to f3 to attack e5; then the d-pawn also advances two squares.',
    },
  },
  {
    number: 2,
    title: 'Develop and Castle',
    text: [
      'Bring out the knights and bishops quickly, each to a useful square, and castle early so that your king is safe and your rooks are connected. Try to move each piece only once in the opening.',
      'This time you have Black after 1.e4. Answer in the centre, develop both knights, bring the king\u2019s bishop out to a modest but safe square, and castle. Five moves, five principles.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: meet 1.e4 in the centre, develop both knights and the bishop to e7, then castle.',
      solution: ['e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'd3', 'Be7', 'O-O', 'O-O'],
      hint: 'Mirror White in the centre, knights before bishops, and castle on the side where the bishop has moved.',
    },
  },
  {
    number: 3,
    title: 'Punish the Early Queen',
    text: [
      'An early queen sortie breaks the principle of developing minor pieces first. The queen can be chased, and each attack on her gains you time. But first, make sure her threats are covered.',
      'After 2.Qh5 the queen attacks e5, and after Bc4 she will also threaten Qxf7 mate. Black defends e5 with a developing move, blocks the queen\u2019s line with ...g6 when the bishop arrives, and then develops the other knight with gain of time.',
    ],
    fen: 'rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: defend e5 with a knight, stop the threat to f7 with a pawn, then develop with tempo.',
      solution: ['Nc6', 'Bc4', 'g6', 'Qf3', 'Nf6'],
      hint: 'The queen\u2019s knight guards e5. When the bishop joins the attack on f7, a pawn on g6 cuts the queen off.',
    },
  },
  {
    number: 4,
    title: 'Knights Before Bishops',
    text: [
      'The best squares for the knights, f3 and c3 for White, are clear from the very start, while the bishops\u2019 best squares depend on how the centre develops. That is why players usually bring the knights out first.',
      'In the Four Knights Game both sides follow this advice to the letter. Only after all four knights are out does White decide where the king\u2019s bishop belongs: b5, where it pins nothing yet but pressures the knight that guards e5.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: play e4, bring out both knights, and only then develop the bishop to b5.',
      solution: ['e4', 'e5', 'Nf3', 'Nc6', 'Nc3', 'Nf6', 'Bb5'],
      hint: 'The king\u2019s knight first, with an attack on e5; then the queen\u2019s knight; then the light bishop goes to b5.',
    },
  },
];
