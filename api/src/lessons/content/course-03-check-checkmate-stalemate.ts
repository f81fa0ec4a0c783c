import type { Chapter } from '@kingside/contracts';

/** Course 3, "Check, Checkmate and Stalemate" (beginner, Fundamentals). */
export const checkCheckmateStalemate: Chapter[] = [
  {
    number: 1,
    title: 'Three Ways Out of Check',
    text: [
      'When your king is attacked it is in check, and your very next move must end the check. There are exactly three ways: move the king to a safe square, block the line of attack with a piece, or capture the checking piece.',
      'Do not grab the first escape you see. Compare all three: moving the king may walk into trouble, and blocking can cost the blocking piece, but capturing the attacker sometimes wins material at the same time. Here the black queen has rushed in with check, and no black piece protects her.',
    ],
    fen: '3r2k1/p4ppp/8/2q5/8/3N1P2/P5PP/4R1K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: you are in check. Get out of it in the way that wins the most.',
      solution: ['Nxc5'],
      hint: 'Of the three ways out of check, one removes the attacker altogether. Which piece can reach c5?',
    },
  },
  {
    number: 2,
    title: 'Checkmate: No Way Out',
    text: [
      'Checkmate is a check with no escape: the king cannot step to a safe square, the check cannot be blocked and the attacker cannot be captured. The game ends at once.',
      'At the start of the game, f7 and f2 are defended only by their kings, which makes them favourite targets. In this position Black has just played ...Nc6, developing a piece but forgetting about f7. The white queen and bishop both aim at that square.',
    ],
    fen: 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in one.',
      solution: ['Qxf7#'],
      hint: 'Count the attackers and defenders of f7. The bishop on c4 will protect your queen.',
    },
  },
  {
    number: 3,
    title: 'Stalemate: the Trap for the Winner',
    text: [
      'Stalemate happens when the player to move is not in check but has no legal move. The game is drawn at once, however much material the other side has, so it is the last hope of a player who is losing.',
      'With a queen against a lone king, the danger is real. Here, if the white queen stood on f7, the black king on h8 would have no square to go to and no check to answer: stalemate. Before every move in such an ending, check that the enemy king still has a move, or that your move gives checkmate.',
    ],
    fen: '7k/8/6K1/8/8/8/2Q5/8 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in one, not stalemate.',
      solution: ['Qc8#'],
      hint: 'Your king already guards f7, g7 and h7. The queen must give check and cover the last free square on the back rank.',
    },
  },
];
