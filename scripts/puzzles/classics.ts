/**
 * Famous positions: the moves of the game (or the study's position) are facts; the hints are ours. Each goes through
 * the same proof as every generated position and is dropped if the engine finds a second answer.
 */
export interface Classic {
  source: string;
  /** The game's moves up to the puzzle's position (SAN), or the study's position. */
  moves: string[];
  fen?: string;
  hint: string;
}

export const CLASSICS: Classic[] = [
  {
    source: 'Légal – Saint Brie, Paris 1750',
    moves: ['e4', 'e5', 'Nf3', 'd6', 'Bc4', 'Bg4', 'Nc3', 'g6', 'Nxe5', 'Bxd1'],
    hint: 'Your queen is gone, but the black king is boxed in by its own pieces. Check first, then use the knights.',
  },
  {
    source: 'Morphy – Duke Karl and Count Isouard, Paris 1858',
    moves: 'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6'.split(
      ' ',
    ),
    hint: 'The knight on d7 is the only thing keeping your rook off the back rank. Remove its defenders one by one, whatever it costs.',
  },
  {
    source: 'Morphy – Duke Karl and Count Isouard, Paris 1858 (the final blow)',
    moves:
      'e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7'.split(
        ' ',
      ),
    hint: 'Only the knight guards the back rank. Lure it away with the most valuable decoy you have.',
  },
  {
    source: 'Anderssen – Kieseritzky, London 1851',
    moves:
      'e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8'.split(
        ' ',
      ),
    hint: 'Black has both rooks and the queen, but far from the king. One knight holds the defence together: deflect it.',
  },
  {
    source: 'Anderssen – Dufresne, Berlin 1852',
    moves:
      'e4 e5 Nf3 Nc6 Bc4 Bc5 b4 Bxb4 c3 Ba5 d4 exd4 O-O d3 Qb3 Qf6 e5 Qg6 Re1 Nge7 Ba3 b5 Qxb5 Rb8 Qa4 Bb6 Nbd2 Bb7 Ne4 Qf5 Bxd3 Qh5 Nf6+ gxf6 exf6 Rg8 Rad1 Qxf3 Rxe7+ Nxe7 Qxd7+ Kxd7'.split(
        ' ',
      ),
    hint: 'Your queen is gone, but two bishops and a rook remain aimed at the king. A check from two pieces at once forces it to move.',
  },
  {
    source: 'Edward Lasker – George Thomas, London 1912',
    moves:
      'd4 e6 Nf3 f5 Nc3 Nf6 Bg5 Be7 Bxf6 Bxf6 e4 fxe4 Nxe4 b6 Ne5 O-O Bd3 Bb7 Qh5 Qe7 Qxh7+ Kxh7 Nxf6+ Kh6 Neg4+ Kg5 h4+ Kf4 g3+ Kf3'.split(
        ' ',
      ),
    hint: 'The black king has walked all the way to your side of the board. Keep checking and let your own king join in.',
  },
  {
    source: 'Réti, study, 1921',
    moves: [],
    fen: '7K/8/k1P5/7p/8/8/8/8 w - - 0 1',
    hint: 'Your king cannot catch the pawn in a straight line, nor can it leave your own pawn alone. A diagonal march serves both aims.',
  },
  {
    source: 'Saavedra, study, 1895',
    moves: [],
    fen: '8/2P5/8/8/3r4/8/2K5/k7 w - - 0 1',
    hint: 'A new queen would be met by a rook check that leads to stalemate. Choose what the pawn becomes with care.',
  },
];
