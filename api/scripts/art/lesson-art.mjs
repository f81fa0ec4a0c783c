#!/usr/bin/env node
// Kingside Academy - artwork generator for the seed content.
//
// Renders one chess-diagram SVG per seed lesson (public/images/lessons/<slug>.svg)
// and one abstract avatar SVG per seed testimonial
// (public/images/testimonials/<slug>.svg). Plain ESM, no dependencies, no fonts
// needed for the pieces: every piece is drawn from vector paths.
//
// Usage (from the api/ folder):  node scripts/art/lesson-art.mjs
// The generated files are committed; re-run this script after editing the
// positions below. Slugs must match the imageUrl fields in
// src/catalogue/seedContent/lessons.ts and testimonials.ts.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = resolve(here, '..', '..');
const lessonDir = join(apiRoot, 'public', 'images', 'lessons');
const avatarDir = join(apiRoot, 'public', 'images', 'testimonials');

// ---------------------------------------------------------------------------
// Lesson diagrams. hl: highlighted squares ([square, colour]); arrows: [from, to].
// caption: short description used in <title>/<desc> for accessibility.
// ---------------------------------------------------------------------------
const Y = '#facc15'; // highlight: key square
const R = '#ef4444'; // highlight: king in check / mated
const G = '#22c55e'; // highlight: target / good square

const lessons = [
  // beginner
  {
    slug: 'how-the-pieces-move',
    title: 'How the Pieces Move',
    level: 'beginner',
    category: 'Fundamentals',
    fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    arrows: [['g1', 'f3']],
    hl: [['g1', Y]],
    caption: 'The starting position; the knight on g1 can jump to f3.',
  },
  {
    slug: 'special-moves',
    title: 'Castling, En Passant and Promotion',
    level: 'beginner',
    category: 'Fundamentals',
    fen: 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
    arrows: [['e1', 'g1']],
    hl: [
      ['f1', G],
      ['g1', G],
    ],
    caption: 'After 1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 White can castle kingside.',
  },
  {
    slug: 'check-and-checkmate',
    title: 'Check, Checkmate and Stalemate',
    level: 'beginner',
    category: 'Fundamentals',
    fen: 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4',
    arrows: [['c4', 'f7']],
    hl: [
      ['e8', R],
      ['f7', Y],
    ],
    caption: "Scholar's Mate: 4.Qxf7 is checkmate, the queen is protected by the bishop on c4.",
  },
  {
    slug: 'piece-values',
    title: 'Piece Values and Fair Trades',
    level: 'beginner',
    category: 'Fundamentals',
    fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
    arrows: [
      ['f3', 'e5'],
      ['c6', 'e5'],
    ],
    hl: [['e5', Y]],
    caption: 'The pawn on e5 is attacked once and defended once: Nxe5 would lose a knight for a pawn.',
  },
  {
    slug: 'opening-principles',
    title: 'Opening Principles',
    level: 'beginner',
    category: 'Openings',
    fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 4 4',
    arrows: [],
    hl: [
      ['d4', G],
      ['e4', G],
      ['d5', G],
      ['e5', G],
    ],
    caption: 'Four Knights Game: both sides occupy the centre and develop knights towards it.',
  },
  {
    slug: 'first-checkmates',
    title: 'Your First Checkmates',
    level: 'beginner',
    category: 'Endgames',
    fen: '6k1/8/6K1/8/8/8/8/R7 w - - 0 1',
    arrows: [['a1', 'a8']],
    hl: [['g8', R]],
    caption: 'King and rook against king: Ra8 is checkmate.',
  },
  {
    slug: 'winning-with-forks',
    title: 'Winning with Forks',
    level: 'beginner',
    category: 'Tactics',
    fen: '2q3k1/5ppp/8/3N4/8/8/5PPP/6K1 w - - 0 1',
    arrows: [['d5', 'e7']],
    hl: [
      ['g8', R],
      ['c8', Y],
    ],
    caption: 'Ne7+ forks the king on g8 and the queen on c8.',
  },
  {
    slug: 'back-rank-mate',
    title: 'Back-Rank Checkmate',
    level: 'beginner',
    category: 'Tactics',
    fen: '6k1/5ppp/8/8/8/8/r4PPP/3R2K1 w - - 0 1',
    arrows: [['d1', 'd8']],
    hl: [['g8', R]],
    caption: "Rd8 is mate: Black's own pawns trap the king on the back rank.",
  },
  // intermediate
  {
    slug: 'italian-game',
    title: 'The Italian Game',
    level: 'intermediate',
    category: 'Openings',
    fen: 'r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5',
    arrows: [['d2', 'd4']],
    hl: [['f7', Y]],
    caption: 'Giuoco Piano after 4.c3 Nf6: White prepares d2-d4.',
  },
  {
    slug: 'queens-gambit',
    title: "The Queen's Gambit",
    level: 'intermediate',
    category: 'Openings',
    fen: 'rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2',
    arrows: [['c4', 'd5']],
    hl: [['d5', Y]],
    caption: "The Queen's Gambit, 1.d4 d5 2.c4: the c-pawn challenges d5.",
  },
  {
    slug: 'pins-and-skewers',
    title: 'Pins and Skewers',
    level: 'intermediate',
    category: 'Tactics',
    fen: 'rnbqk2r/pppp1ppp/4pn2/8/1bPP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4',
    arrows: [['b4', 'e1']],
    hl: [['c3', Y]],
    caption: 'Nimzo-Indian Defence: the bishop on b4 pins the knight on c3 to the white king.',
  },
  {
    slug: 'discovered-attacks',
    title: 'Discovered Attacks and Double Check',
    level: 'intermediate',
    category: 'Tactics',
    fen: '1q2k3/pp3ppp/8/4N3/8/8/PP3PPP/4R1K1 w - - 0 1',
    arrows: [
      ['e5', 'c6'],
      ['e1', 'e8'],
    ],
    hl: [['b8', Y]],
    caption: 'Nc6+ uncovers check from the rook on e1 and attacks the queen on b8.',
  },
  {
    slug: 'opposition',
    title: 'King and Pawn Endings: The Opposition',
    level: 'intermediate',
    category: 'Endgames',
    fen: '8/4k3/8/4K3/4P3/8/8/8 b - - 0 1',
    arrows: [],
    hl: [
      ['d6', G],
      ['e6', G],
      ['f6', G],
    ],
    caption: 'The kings stand in opposition. With Black to move, the white king reaches a key square and wins.',
  },
  {
    slug: 'pawn-structure',
    title: 'Pawn Structure Essentials',
    level: 'intermediate',
    category: 'Strategy',
    fen: 'r1bq1rk1/pp2bppp/2n1pn2/8/3P4/2NB1N2/PP3PPP/R1BQ1RK1 w - - 0 1',
    arrows: [],
    hl: [
      ['d4', Y],
      ['d5', G],
    ],
    caption: 'An isolated queen pawn on d4; d5 is the blockade square in front of it.',
  },
  {
    slug: 'outposts',
    title: 'Outposts and Strong Knights',
    level: 'intermediate',
    category: 'Strategy',
    fen: 'r2q1rk1/pp2bppp/3p4/3Np3/4P3/3Q4/PPP2PPP/R4RK1 w - - 0 1',
    arrows: [],
    hl: [['d5', G]],
    caption: 'The white knight on d5 sits on an outpost that no black pawn can attack.',
  },
  {
    slug: 'rook-activity',
    title: 'Rooks on Open Files and the Seventh Rank',
    level: 'intermediate',
    category: 'Strategy',
    fen: '2r1r1k1/pR3ppp/8/8/8/8/P4PPP/3R2K1 w - - 0 1',
    arrows: [['d1', 'd7']],
    hl: [['b7', Y]],
    caption: 'A rook on the seventh rank, with the second rook ready to join it via the open d-file.',
  },
  // advanced
  {
    slug: 'lucena-position',
    title: 'The Lucena Position',
    level: 'advanced',
    category: 'Endgames',
    fen: '3K4/3P1k2/8/8/8/8/2r5/4R3 w - - 0 1',
    arrows: [['e1', 'f1']],
    hl: [
      ['d8', Y],
      ['f4', G],
    ],
    caption: 'Lucena position: 1.Rf1+ Kg7 2.Rf4 builds the bridge.',
  },
  {
    slug: 'philidor-position',
    title: 'The Philidor Position',
    level: 'advanced',
    category: 'Endgames',
    fen: '4k3/R7/1r6/3KP3/8/8/8/8 b - - 0 1',
    arrows: [],
    hl: [
      ['b6', Y],
      ['d6', G],
      ['e6', G],
      ['f6', G],
    ],
    caption: 'Philidor position: the black rook guards the sixth rank and keeps the white king out.',
  },
  {
    slug: 'opposite-coloured-bishops',
    title: 'Opposite-Coloured Bishops',
    level: 'advanced',
    category: 'Endgames',
    fen: '8/8/3k1b2/3P4/4PK2/1B6/8/8 w - - 0 1',
    arrows: [],
    hl: [
      ['d6', Y],
      ['e5', G],
    ],
    caption: 'Two pawns down, Black blockades: the king on d6 and the bishop both control e5.',
  },
  {
    slug: 'prophylaxis',
    title: 'Prophylaxis: Thinking for Your Opponent',
    level: 'advanced',
    category: 'Strategy',
    fen: 'r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7',
    arrows: [['h2', 'h3']],
    hl: [['g4', R]],
    caption: 'A quiet Italian Game: h2-h3 takes the g4 square away from the black pieces.',
  },
  {
    slug: 'calculation',
    title: 'Calculation Technique',
    level: 'advanced',
    category: 'Tactics',
    fen: 'r2r3k/pp4pp/2p5/4q1N1/2Q5/B1P5/P4PPP/5RK1 w - - 0 1',
    arrows: [['g5', 'f7']],
    hl: [
      ['h8', R],
      ['f8', Y],
    ],
    caption: 'White to move mates in four: 1.Nf7+ Kg8 2.Nh6+ Kh8 3.Qg8+ Rxg8 4.Nf7#.',
  },
  {
    slug: 'greek-gift',
    title: 'The Greek Gift Sacrifice',
    level: 'advanced',
    category: 'Tactics',
    fen: 'r1bq1rk1/pp1n1ppp/2n1p3/2ppP3/3P4/3B1N2/PPP2PPP/R1BQ1RK1 w - - 0 1',
    arrows: [
      ['d3', 'h7'],
      ['f3', 'g5'],
    ],
    hl: [['h7', R]],
    caption: 'The classic Greek Gift set-up: Bxh7+ followed by Ng5+ and Qh5.',
  },
  {
    slug: 'minority-attack',
    title: 'The Minority Attack',
    level: 'advanced',
    category: 'Strategy',
    fen: 'r3rnk1/pp1nqppp/2p1b3/3p4/1P1P4/2NBPN2/P1Q2PPP/1R3RK1 w - - 0 1',
    arrows: [['b4', 'b5']],
    hl: [['c6', Y]],
    caption: 'Carlsbad structure: White advances b4-b5 to create a weakness on c6.',
  },
  {
    slug: 'sicilian-najdorf',
    title: 'The Sicilian Najdorf',
    level: 'advanced',
    category: 'Openings',
    fen: 'rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6',
    arrows: [],
    hl: [
      ['a6', Y],
      ['b5', G],
    ],
    caption: 'The Najdorf, 5...a6: the pawn on a6 takes b5 away from the white pieces.',
  },
];

// ---------------------------------------------------------------------------
// Pieces: drawn in a 32x32 box; fill/stroke come from the enclosing group,
// details use currentColor so they contrast with the piece body.
// ---------------------------------------------------------------------------
const BASE = '<rect x="8.5" y="24" width="15" height="4.5" rx="1.5"/>';
const PIECES = {
  p: '<circle cx="16" cy="10" r="4.5"/><path d="M12.5 14.5h7l-1.2 2c2.2 2.4 3.2 5.2 3.4 8h-11.4c.2-2.8 1.2-5.6 3.4-8z"/>' + BASE,
  r:
    '<path d="M9 7h3.2v2.6h2.3V7h3v2.6h2.3V7H23v5.5l-2.3 1.8.9 8.7H10.4l.9-8.7L9 12.5z"/>' +
    BASE +
    '<path fill="none" stroke="currentColor" d="M11.5 14.5h9"/>',
  n:
    '<path d="M10.6 28h14.2c.6-6.6-.5-13-3.9-17-2-2.3-4.7-3.5-7.2-3.6l.4 2.4-2.6 2.3-4.3 6.1c-.5 1 .1 2.1 1.2 2.1l2.3-.7 2.7-2.3c.9 1.9-.3 3.7-1.8 5.4-1.3 1.6-1.6 3.2-1 5.3z"/>' +
    '<circle cx="14.6" cy="12.4" r=".6" fill="none" stroke="currentColor" stroke-width="1.4"/>',
  b:
    '<circle cx="16" cy="6.3" r="2.3"/><path d="M16 8.8c-4 3-6 6.5-6 10 0 2.2 1.2 3.7 2.5 4.7h7c1.3-1 2.5-2.5 2.5-4.7 0-3.5-2-7-6-10z"/>' +
    BASE +
    '<path fill="none" stroke="currentColor" d="M18 13.3l-3.6 4.3"/>',
  q:
    '<path d="M6.5 10.5l4 13h11l4-13-5 6.5.5-9-3.7 8.2L16 6.5l-1.3 9.7L11 8l.5 9z"/>' +
    BASE +
    '<circle cx="6.5" cy="10.5" r="1.7"/><circle cx="11" cy="8" r="1.7"/><circle cx="16" cy="6.5" r="1.7"/><circle cx="21" cy="8" r="1.7"/><circle cx="25.5" cy="10.5" r="1.7"/>',
  k:
    '<path d="M14.8 2.5h2.4v2.6h2.6v2.3h-2.6v3h-2.4v-3h-2.6V5.1h2.6z"/><path d="M16 11.5c-2-2.3-7.6-2.1-8.5 1.7-.9 3.6 2 6.7 3.5 10.3h10c1.5-3.6 4.4-6.7 3.5-10.3-.9-3.8-6.5-4-8.5-1.7z"/>' +
    BASE +
    '<path fill="none" stroke="currentColor" d="M16 11.5v6"/>',
};

const PALETTES = {
  beginner: { light: '#eeeed2', dark: '#769656', accent: '#86efac' },
  intermediate: { light: '#f0d9b5', dark: '#b58863', accent: '#fcd34d' },
  advanced: { light: '#e8d3b0', dark: '#9c6b45', accent: '#fca5a5' },
};
const LEVEL_PIPS = { beginner: 1, intermediate: 2, advanced: 3 };

const SQ = 32;
const BX = 22;
const BY = 22;

function squareXY(sq) {
  const file = sq.charCodeAt(0) - 97;
  const rank = Number(sq[1]);
  if (file < 0 || file > 7 || !(rank >= 1 && rank <= 8)) throw new Error(`bad square ${sq}`);
  return { x: BX + file * SQ, y: BY + (8 - rank) * SQ };
}

function parseFen(fen) {
  const [placement, turn] = fen.split(' ');
  const rows = placement.split('/');
  if (rows.length !== 8) throw new Error(`bad FEN ${fen}`);
  const pieces = [];
  rows.forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
        continue;
      }
      if (!/[prnbqkPRNBQK]/.test(ch)) throw new Error(`bad FEN char ${ch}`);
      pieces.push({ type: ch.toLowerCase(), white: ch === ch.toUpperCase(), sq: String.fromCharCode(97 + file) + (8 - i) });
      file += 1;
    }
    if (file !== 8) throw new Error(`bad FEN row ${row}`);
  });
  return { pieces, whiteToMove: turn !== 'b' };
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n1 = (v) => Number(v.toFixed(1));

function arrow(from, to) {
  const a = squareXY(from);
  const b = squareXY(to);
  const x1 = a.x + SQ / 2,
    y1 = a.y + SQ / 2,
    x2 = b.x + SQ / 2,
    y2 = b.y + SQ / 2;
  const len = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / len,
    uy = (y2 - y1) / len;
  const head = 12,
    half = 7;
  const bx = x2 - ux * head,
    by = y2 - uy * head; // base of the arrow head
  const sx = x1 + ux * 6,
    sy = y1 + uy * 6;
  return (
    `<line x1="${n1(sx)}" y1="${n1(sy)}" x2="${n1(bx)}" y2="${n1(by)}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${n1(x2)} ${n1(y2)}L${n1(bx - uy * half)} ${n1(by + ux * half)}L${n1(bx + uy * half)} ${n1(by - ux * half)}z"/>`
  );
}

function lessonSvg(l) {
  const pal = PALETTES[l.level];
  const { pieces, whiteToMove } = parseFen(l.fen);
  const used = [...new Set(pieces.map((p) => p.type))];
  const defs = used.map((t) => `<g id="${t}">${PIECES[t]}</g>`).join('');
  const place = (p) => {
    const { x, y } = squareXY(p.sq);
    return `<use href="#${p.type}" x="${x}" y="${y}"/>`;
  };
  const hl = l.hl
    .map(([sq, c]) => {
      const { x, y } = squareXY(sq);
      return `<rect x="${x}" y="${y}" width="${SQ}" height="${SQ}" fill="${c}" fill-opacity=".5"/>`;
    })
    .join('');
  const arrows = l.arrows.map(([a, b]) => arrow(a, b)).join('');
  const pips = [0, 1, 2]
    .map((i) => `<circle cx="${301 + i * 14}" cy="94" r="4.5" fill="${i < LEVEL_PIPS[l.level] ? pal.accent : '#374151'}"/>`)
    .join('');
  const levelLabel = l.level[0].toUpperCase() + l.level.slice(1);
  const turnLabel = whiteToMove ? 'White to move' : 'Black to move';
  const label = `${l.title} - ${l.caption}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="t d">` +
    `<title id="t">${esc(l.title)}</title><desc id="d">${esc(label)}</desc>` +
    `<defs><pattern id="sq" x="${BX}" y="${BY}" width="${SQ * 2}" height="${SQ * 2}" patternUnits="userSpaceOnUse">` +
    `<rect width="${SQ * 2}" height="${SQ * 2}" fill="${pal.light}"/><rect x="${SQ}" width="${SQ}" height="${SQ}" fill="${pal.dark}"/><rect y="${SQ}" width="${SQ}" height="${SQ}" fill="${pal.dark}"/></pattern>${defs}</defs>` +
    `<rect width="400" height="300" rx="14" fill="#1f2937"/>` +
    `<rect x="${BX - 4}" y="${BY - 4}" width="${SQ * 8 + 8}" height="${SQ * 8 + 8}" rx="4" fill="#111827"/>` +
    `<rect x="${BX}" y="${BY}" width="${SQ * 8}" height="${SQ * 8}" fill="url(#sq)"/>` +
    hl +
    `<g fill="#f9fafb" stroke="#1f2937" color="#1f2937" stroke-width="1.1" stroke-linejoin="round">${pieces
      .filter((p) => p.white)
      .map(place)
      .join('')}</g>` +
    `<g fill="#27272a" stroke="#0a0a0a" color="#e5e7eb" stroke-width="1.1" stroke-linejoin="round">${pieces
      .filter((p) => !p.white)
      .map(place)
      .join('')}</g>` +
    (arrows ? `<g fill="#f97316" stroke="#f97316" opacity=".85">${arrows}</g>` : '') +
    `<g font-family="system-ui,-apple-system,'Segoe UI',sans-serif">` +
    `<text x="296" y="50" fill="#9ca3af" font-size="9.5" letter-spacing="1">${esc(l.category.toUpperCase())}</text>` +
    `<text x="296" y="74" fill="#f9fafb" font-size="13" font-weight="700">${levelLabel}</text>` +
    pips +
    `<circle cx="302" cy="258" r="6" fill="${whiteToMove ? '#f9fafb' : '#27272a'}" stroke="#9ca3af"/>` +
    `<text x="313" y="261.5" fill="#d1d5db" font-size="9.5">${turnLabel}</text></g>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------
// Testimonial avatars: head-and-shoulders, distinct colours, hair variants.
// ---------------------------------------------------------------------------
const avatars = [
  { slug: 'priya-raman', name: 'Priya Raman', bg: '#fde68a', shirt: '#0f766e', skin: '#c68a5a', hair: '#1f1a17', style: 'long' },
  { slug: 'marcus-oyelaran', name: 'Marcus Oyelaran', bg: '#bfdbfe', shirt: '#1d4ed8', skin: '#7a4a2b', hair: '#111111', style: 'short' },
  { slug: 'elena-vasquez', name: 'Elena Vasquez', bg: '#fbcfe8', shirt: '#be185d', skin: '#e0a97e', hair: '#5b3a1e', style: 'bun' },
  { slug: 'tomasz-kowalski', name: 'Tomasz Kowalski', bg: '#ddd6fe', shirt: '#4c1d95', skin: '#f1c7a3', hair: '#b08d57', style: 'beard' },
  { slug: 'grace-whitfield', name: 'Grace Whitfield', bg: '#bbf7d0', shirt: '#15803d', skin: '#f3d2b8', hair: '#9ca3af', style: 'bob' },
  { slug: 'daniel-cho', name: 'Daniel Cho', bg: '#fed7aa', shirt: '#c2410c', skin: '#e8b98f', hair: '#0f0f10', style: 'glasses' },
];

function avatarSvg(a) {
  const hairBack = {
    long: `<path d="M27 44c0-15 9-24 21-24s21 9 21 24v22H27z" fill="${a.hair}"/>`,
    bob: `<path d="M29 46c0-14 8-22 19-22s19 8 19 22v10H29z" fill="${a.hair}"/>`,
    bun: `<circle cx="48" cy="21" r="8" fill="${a.hair}"/>`,
    short: '',
    beard: '',
    glasses: '',
  }[a.style];
  const hairTop = {
    long: `<path d="M32 40c2-10 8-15 16-15s14 5 16 15c-6-5-12-6-16-10-4 4-10 5-16 10z" fill="${a.hair}"/>`,
    bob: `<path d="M32 42c1-11 7-16 16-16s15 5 16 16c-8-2-14-5-17-10-3 5-8 8-15 10z" fill="${a.hair}"/>`,
    bun: `<path d="M33 40c1-10 7-15 15-15s14 5 15 15c-5-4-11-6-15-6s-10 2-15 6z" fill="${a.hair}"/>`,
    short: `<path d="M33 39c0-9 6-14 15-14s15 5 15 14c-4-4-9-6-15-6s-11 2-15 6z" fill="${a.hair}"/>`,
    beard: `<path d="M33 38c0-8 6-13 15-13s15 5 15 13c-4-3-9-4-15-4s-11 1-15 4z" fill="${a.hair}"/><path d="M34 46c1 11 6 17 14 17s13-6 14-17c-2 5-6 7-14 7s-12-2-14-7z" fill="${a.hair}"/>`,
    glasses: `<path d="M33 40c0-10 6-15 15-15s15 5 15 13c-6-1-12-4-15-8-3 5-8 8-15 10z" fill="${a.hair}"/>`,
  }[a.style];
  const glasses =
    a.style === 'glasses'
      ? '<g fill="none" stroke="#1f2937" stroke-width="1.6"><circle cx="42" cy="45" r="4.5"/><circle cx="54" cy="45" r="4.5"/><path d="M46.5 45h3"/></g>'
      : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-labelledby="t">` +
    `<title id="t">Portrait of ${esc(a.name)}</title>` +
    `<circle cx="48" cy="48" r="48" fill="${a.bg}"/>` +
    hairBack +
    `<path d="M14 92c3-17 17-25 34-25s31 8 34 25a48 48 0 0 1-68 0z" fill="${a.shirt}"/>` +
    `<path d="M42 60h12v9c0 3-3 5-6 5s-6-2-6-5z" fill="${a.skin}"/>` +
    `<ellipse cx="48" cy="45" rx="15" ry="17" fill="${a.skin}"/>` +
    hairTop +
    `<g fill="#1f2937"><circle cx="42" cy="45" r="1.8"/><circle cx="54" cy="45" r="1.8"/></g>` +
    glasses +
    `<path d="M43 53c3 3 7 3 10 0" fill="none" stroke="#7c2d12" stroke-width="1.6" stroke-linecap="round"/>` +
    `</svg>\n`
  );
}

// ---------------------------------------------------------------------------
mkdirSync(lessonDir, { recursive: true });
mkdirSync(avatarDir, { recursive: true });
for (const l of lessons) {
  const svg = lessonSvg(l);
  if (svg.length > 8 * 1024) throw new Error(`${l.slug}.svg is ${svg.length} bytes (limit 8 KB)`);
  writeFileSync(join(lessonDir, `${l.slug}.svg`), svg);
}
for (const a of avatars) {
  const svg = avatarSvg(a);
  if (svg.length > 3 * 1024) throw new Error(`${a.slug}.svg is ${svg.length} bytes (limit 3 KB)`);
  writeFileSync(join(avatarDir, `${a.slug}.svg`), svg);
}
console.log(`wrote ${lessons.length} lesson diagrams and ${avatars.length} avatars`);
