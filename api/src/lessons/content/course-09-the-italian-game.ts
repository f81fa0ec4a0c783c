import type { Chapter } from '@kingside/contracts';

/** Course 9, "The Italian Game" (intermediate, Openings). */
export const theItalianGame: Chapter[] = [
  {
    number: 1,
    title: 'The Giuoco Piano and the c3\u2013d4 Plan',
    text: [
      'The Italian Game begins 1.e4 e5 2.Nf3 Nc6 3.Bc4. White develops quickly and points the bishop at f7, the weakest square in Black\u2019s camp. After 3...Bc5, the Giuoco Piano, the classical plan is to build a broad pawn centre.',
      'The move c2\u2013c3 prepares d2\u2013d4: the c-pawn supports the d-pawn\u2019s advance and, once d4 arrives, the pawn also hits the bishop on c5. Black must react in the centre quickly, or White\u2019s pawns will roll forward.',
    ],
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: play the Italian Game and, after 3...Bc5 and 4...Nf6, build the centre with c3 and d4.',
      solution: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'c3', 'Nf6', 'd4'],
      hint: 'Knight to f3 attacks e5, the bishop goes to c4 aiming at f7, then the c-pawn one square and the d-pawn two.',
    },
  },
  {
    number: 2,
    title: 'The Slow Italian',
    text: [
      'Many modern players prefer to keep the tension: d3 instead of an early d4, followed by castling, c3 and Re1. This set-up is called the Giuoco Pianissimo, the "very quiet game", but it hides plenty of venom: White prepares d3\u2013d4 or a kingside build-up later.',
      'The move order matters less than the set-up, yet a good order avoids tactical accidents. Castling early keeps the king safe before the centre opens, and the rook on e1 supports e4 and a later d4.',
    ],
    fen: 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: build the quiet Italian set-up: c3, d3, castling and the rook to e1.',
      solution: ['c3', 'Nf6', 'd3', 'd6', 'O-O', 'O-O', 'Re1'],
      hint: 'Small pawn steps first, then the king goes to safety and the rook to the e-file.',
    },
  },
  {
    number: 3,
    title: 'The Two Knights Defence',
    text: [
      'Against 3.Bc4, Black can counter-attack with 3...Nf6, the Two Knights Defence. The aggressive 4.Ng5 attacks f7 twice, and Black cannot defend it comfortably, so Black strikes back in the centre with 4...d5.',
      'After 5.exd5, recapturing with the knight is risky because of the Fried Liver Attack, 6.Nxf7. The main line is 5...Na5, hitting the bishop: Black gives up a pawn for quick development and active play. After 6.Bb5+ c6 7.dxc6 bxc6 Black has open lines and a lead in development.',
    ],
    fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: play the Two Knights Defence and, after 4.Ng5, the main line with ...d5 and ...Na5.',
      solution: ['Nf6', 'Ng5', 'd5', 'exd5', 'Na5', 'Bb5+', 'c6', 'dxc6', 'bxc6'],
      hint: 'Develop the king\u2019s knight, meet the attack on f7 with a central pawn break, and chase the bishop with the knight.',
    },
  },
  {
    number: 4,
    title: 'The Fried Liver Attack',
    text: [
      'After 4.Ng5 d5 5.exd5, the natural recapture 5...Nxd5 walks into one of the oldest attacks in chess. White sacrifices the knight on f7, drags the black king into the open, and attacks the pinned knight on d5 with everything.',
      'After 6.Nxf7 Kxf7 7.Qf3+ the king must go to e6 to keep protecting d5, and 8.Nc3 piles up on the pinned knight. Black\u2019s king will be in danger for a long time. As Black, remember 5...Na5; as White, know how to punish 5...Nxd5.',
    ],
    fen: 'r1bqkb1r/ppp2ppp/2n5/3np1N1/2B5/8/PPPP1PPP/RNBQK2R w KQkq - 0 6',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: sacrifice on f7, check with the queen, and pile up on the pinned knight.',
      solution: ['Nxf7', 'Kxf7', 'Qf3+', 'Ke6', 'Nc3'],
      hint: 'Take on f7 with the knight; then the queen checks from f3, where she also hits d5. Develop the queen\u2019s knight to attack d5 once more.',
    },
  },
];
