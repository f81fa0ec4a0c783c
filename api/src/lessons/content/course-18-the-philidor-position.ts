import type { Chapter } from '@kingside/contracts';

/** Course 18, "The Philidor Position" (advanced, Endgames). */
export const thePhilidorPosition: Chapter[] = [
  {
    number: 1,
    title: 'The Third-Rank Defence',
    text: [
      'The Philidor position is the defender\u2019s fortress in rook and pawn against rook: the defending king stands in front of the pawn, and the rook guards the defender\u2019s third rank: the sixth rank when Black defends against White.',
      'From there the rook stops the white king from advancing. Black just waits along that rank, and if White pushes the pawn to the sixth, the rook drops back and checks from behind.',
    ],
    fen: '4k3/R7/8/4PK2/8/8/8/1r6 b - - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: set up the Philidor defence with the rook on the sixth rank.',
      solution: ['Rb6'],
      hint: 'Your rook should stop the white king from reaching the sixth rank.',
    },
  },
  {
    number: 2,
    title: 'Checks from Behind',
    text: [
      'Once the pawn has advanced to the sixth rank, it no longer shelters the white king from checks along the files. That is the moment for the defending rook to go all the way back and check from behind.',
      'The king cannot hide: if it approaches the rook, it abandons the pawn, and if it stays near the pawn, the checks go on for ever.',
    ],
    fen: '4k3/R7/1r2P3/3K4/8/8/8/8 b - - 0 1',
    orientation: 'black',
    exercise: {
      kind: 'line',
      prompt: 'Black to move: the pawn has reached e6. Drop the rook back and start checking.',
      solution: ['Rb1'],
      hint: 'Go as far from the white king as the rook can, on its own file.',
    },
  },
  {
    number: 3,
    title: 'Why Passive Defence Loses',
    text: [
      'If the defender keeps the rook on the back rank and lets the white king reach the sixth rank, the Philidor fortress is gone. Now White threatens mate on the back rank and the black rook cannot both defend the king and stop the pawn.',
      'Here White threatens mate on the back rank. When the black king runs from the corner, a check on h8 forces the trade of rooks, and the pawn promotes.',
    ],
    fen: '1r2k3/R7/4PK2/8/8/8/8/8 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: punish the passive rook. Switch the rook to the h-file, check, and force the rook trade.',
      solution: ['Rh7', 'Kd8', 'Rh8+', 'Kc7', 'Rxb8', 'Kxb8', 'e7'],
      hint: 'Threaten mate on the back rank first. When the king runs, a check on h8 lines your rook up with the black rook.',
    },
  },
];
