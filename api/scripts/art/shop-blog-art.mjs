#!/usr/bin/env node
/**
 * Generates the original SVG artwork for the shop products and blog posts.
 *
 *   node api/scripts/art/shop-blog-art.mjs
 *
 * Writes api/public/images/products/*.svg and api/public/images/blog/*.svg.
 * Dependency-free: everything is composed from the small shape helpers below.
 * Every file uses viewBox 0 0 400 300, carries a <title>, and stays under 8 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', '..', 'public', 'images');

// ---------------------------------------------------------------- helpers

const r1 = (n) => Math.round(n * 10) / 10;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attrs = (a) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : esc(String(v))}"`)
    .join('');
const el = (name, a = {}, body = '') => (body ? `<${name}${attrs(a)}>${body}</${name}>` : `<${name}${attrs(a)}/>`);
const rect = (x, y, width, height, a = {}) => el('rect', { x, y, width, height, ...a });
const circle = (cx, cy, r, a = {}) => el('circle', { cx, cy, r, ...a });
const ellipse = (cx, cy, rx, ry, a = {}) => el('ellipse', { cx, cy, rx, ry, ...a });
const path = (d, a = {}) => el('path', { d, ...a });
const line = (x1, y1, x2, y2, a = {}) => el('line', { x1, y1, x2, y2, ...a });
const poly = (pts, a = {}) => el('polygon', { points: pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), ...a });
const g = (a, body) => el('g', a, body);
const text = (x, y, str, a = {}) => el('text', { x, y, ...a }, esc(str));
const linGrad = (id, stops, x2 = 0, y2 = 1) =>
  el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops.map(([o, c]) => el('stop', { offset: o, 'stop-color': c })).join(''));

/** Chess piece silhouettes in unit space: base centre at (0,0), about 115 units tall. */
const PIECES = {
  pawn:
    rect(-22, -12, 44, 12, { rx: 3 }) +
    path('M-16-12C-14-30-8-40-7-48H7C8-40 14-30 16-12Z') +
    ellipse(0, -50, 13, 4) +
    circle(0, -63, 12.5),
  rook:
    rect(-25, -12, 50, 12, { rx: 3 }) +
    path('M-19-12L-14-62H14L19-12Z') +
    rect(-20, -68, 40, 7, { rx: 2 }) +
    path('M-20-68V-88H-12V-81H-4V-88H4V-81H12V-88H20V-68Z'),
  bishop:
    rect(-24, -12, 48, 12, { rx: 3 }) +
    path('M-17-12C-12-35-7-50-7-60H7C7-50 12-35 17-12Z') +
    ellipse(0, -63, 14, 4.5) +
    path('M0-101C14-89 16-76 10-67H-10C-16-76-14-89 0-101Z') +
    circle(0, -105, 4.5) +
    path('M3-91L10-79', { stroke: 'currentColor', 'stroke-width': 3, fill: 'none' }),
  knight:
    rect(-24, -12, 48, 12, { rx: 3 }) +
    ellipse(0, -14, 20, 4) +
    path('M18-15C24-42 22-70 9-90L6-104L-2-95C-14-91-26-78-32-63C-35-56-31-50-24-52C-16-55-10-56-4-58C-12-45-20-31-18-15Z') +
    circle(-10, -80, 2.8, { fill: 'currentColor' }) +
    path('M15-82C20-62 20-40 17-22', { stroke: 'currentColor', 'stroke-width': 2.5, fill: 'none' }),
  queen:
    rect(-26, -12, 52, 12, { rx: 3 }) +
    path('M-19-12C-14-40-9-58-9-70H9C9-58 14-40 19-12Z') +
    ellipse(0, -72, 15, 4.5) +
    path('M-12-76H12L19-99L9-89L0-101L-9-89L-19-99Z') +
    circle(-19, -101, 3.5) +
    circle(19, -101, 3.5) +
    circle(0, -105, 4.5),
  king:
    rect(-26, -12, 52, 12, { rx: 3 }) +
    path('M-19-12C-14-40-9-60-9-72H9C9-60 14-40 19-12Z') +
    ellipse(0, -74, 15, 4.5) +
    path('M-13-78H13L16-96C8-100-8-100-16-96Z') +
    rect(-3, -117, 6, 20, { rx: 1 }) +
    rect(-9, -111, 18, 6, { rx: 1 }),
};

/** <defs> entries for the pieces a picture uses. */
const pieceDefs = (...names) => names.map((n) => el('g', { id: n }, PIECES[n])).join('');

/**
 * Places a piece defined in <defs>. Body fill, outline stroke and detail colour
 * (bishop cut, knight eye and mane) can be set per use.
 */
const piece = (name, x, y, scale, fill, stroke = 'none', detail = '#fff', flip = false) =>
  el('use', {
    href: `#${name}`,
    transform: `translate(${r1(x)} ${r1(y)}) scale(${flip ? -scale : scale} ${scale})`,
    fill,
    stroke,
    'stroke-width': stroke === 'none' ? undefined : r1(1.6 / scale),
    color: detail,
  });

/** Pieces on an isometric board, drawn back to front so nearer pieces overlap farther ones. */
const placeIso = (list) =>
  [...list]
    .sort((a, b) => a[1] - a[2] - (b[1] - b[2]))
    .map(([draw]) => draw)
    .join('');

/** 32 dark squares of an 8x8 board in unit coordinates (one unit per square, a1 dark). */
const darkSquares = () => {
  let d = '';
  for (let rank = 0; rank < 8; rank++)
    for (let file = 0; file < 8; file++) if ((file + rank) % 2 === 0) d += `M${file} ${7 - rank}h1v1h-1z`;
  return d;
};

/** Flat, top-down board: x, y is the top-left of the playing area. */
const flatBoard = (x, y, sq, light, dark) =>
  g(
    { transform: `translate(${r1(x)} ${r1(y)}) scale(${r1(sq)})` },
    rect(0, 0, 8, 8, { fill: light }) + path(darkSquares(), { fill: dark }),
  );

/**
 * Isometric board (2:1 diamond). top is the far corner; k is half a square's
 * screen width. Returns the svg and a function mapping (file, rank) to the
 * screen position of a square's centre.
 */
const isoBoard = ({ cx, top, k, light, dark, edge, t = 0, sideL, sideR, frame = 0, frameColor }) => {
  const at = (u, v) => [cx + k * (u - v), top + (k / 2) * (u + v)];
  const m = `matrix(${r1(k)} ${r1(k / 2)} ${r1(-k)} ${r1(k / 2)} ${r1(cx)} ${r1(top)})`;
  const f = frame;
  const L = at(-f, 8 + f);
  const B = at(8 + f, 8 + f);
  const R = at(8 + f, -f);
  let s = '';
  if (t) {
    s += poly([L, B, [B[0], B[1] + t], [L[0], L[1] + t]], { fill: sideL });
    s += poly([B, R, [R[0], R[1] + t], [B[0], B[1] + t]], { fill: sideR });
  }
  if (f) s += poly([at(-f, -f), R, B, L], { fill: frameColor });
  s += g({ transform: m }, rect(0, 0, 8, 8, { fill: light }) + path(darkSquares(), { fill: dark }));
  if (edge) s += poly([at(0, 0), at(8, 0), at(8, 8), at(0, 8)], { fill: 'none', stroke: edge, 'stroke-width': 1 });
  // (file, rank) -> centre; rank 0 is nearest the viewer on the left edge.
  const sq = (file, rank) => at(file + 0.5, 7 - rank + 0.5);
  return { svg: s, sq };
};

/** Seven-segment digits for digital clock faces (no text glyphs needed). */
const SEG = {
  0: 'abcdef',
  1: 'bc',
  2: 'abged',
  3: 'abgcd',
  4: 'fgbc',
  5: 'afgcd',
  6: 'afgedc',
  7: 'abc',
  8: 'abcdefg',
  9: 'abcdfg',
};
const digits = (x, y, h, str, color) => {
  const w = h * 0.5;
  const th = h * 0.12;
  let d = '';
  let cx = x;
  for (const ch of str) {
    if (ch === ':') {
      d += `M${r1(cx)} ${r1(y + h * 0.28)}h${r1(th)}v${r1(th)}h${r1(-th)}z`;
      d += `M${r1(cx)} ${r1(y + h * 0.64)}h${r1(th)}v${r1(th)}h${r1(-th)}z`;
      cx += th * 2.6;
      continue;
    }
    const segs = {
      a: [cx + th, y, w - 2 * th, th],
      b: [cx + w - th, y + th, th, h / 2 - th * 1.5],
      c: [cx + w - th, y + h / 2 + th / 2, th, h / 2 - th * 1.5],
      d: [cx + th, y + h - th, w - 2 * th, th],
      e: [cx, y + h / 2 + th / 2, th, h / 2 - th * 1.5],
      f: [cx, y + th, th, h / 2 - th * 1.5],
      g: [cx + th, y + h / 2 - th / 2, w - 2 * th, th],
    };
    for (const s of SEG[ch]) {
      const [sx, sy, sw, sh] = segs[s];
      d += `M${r1(sx)} ${r1(sy)}h${r1(sw)}v${r1(sh)}h${r1(-sw)}z`;
    }
    cx += w + th * 1.6;
  }
  return path(d, { fill: color });
};

const svgDoc = (title, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="t">` +
  `<title id="t">${esc(title)}</title>` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>\n';

// Product pictures share a warm studio backdrop with a soft floor shadow.
const studioDefs = linGrad('bg', [
  [0, '#f8f4ec'],
  [1, '#e9e0d1'],
]);
const studio = (shadow = [200, 262, 150, 14]) =>
  rect(0, 0, 400, 300, { fill: 'url(#bg)' }) + ellipse(shadow[0], shadow[1], shadow[2], shadow[3], { fill: '#000', opacity: 0.12 });

// Blog pictures share a deep slate backdrop.
const slateDefs = linGrad(
  'bg',
  [
    [0, '#1f2a38'],
    [1, '#2d3b4e'],
  ],
  1,
  1,
);
const slate = () => rect(0, 0, 400, 300, { fill: 'url(#bg)' });

const INK = {
  gold: '#e0b354',
  cream: '#f1e6cf',
  red: '#e0605e',
  green: '#67c2a3',
  blue: '#7fb2e5',
  light: '#e8dcc2',
  dark: '#8d6e4f',
};

// ---------------------------------------------------------------- book covers

const bookCover = ({ title, lines, author, cover, spine, accent, ink, motif }) => {
  const x = 128;
  const y = 30;
  const w = 150;
  const h = 222;
  let s = studio([205, 258, 105, 10]);
  s += rect(x + w - 2, y + 6, 10, h - 8, { fill: '#fbf8f1' });
  s += path(`M${x + w} ${y + 10}h6M${x + w} ${y + 40}h6M${x + w} ${y + 80}h6M${x + w} ${y + 130}h6M${x + w} ${y + 180}h6`, {
    stroke: '#d8d0c0',
    'stroke-width': 1,
  });
  s += rect(x, y, w, h, { fill: cover, rx: 3 });
  s += rect(x, y, 14, h, { fill: spine, rx: 3 });
  s += rect(x + 24, y + 14, w - 36, 1.5, { fill: accent });
  s += lines
    .map((ln, i) =>
      text(x + 21 + (w - 21) / 2, y + 42 + i * 22, ln, {
        'font-family': 'serif',
        'font-size': 19,
        'font-weight': 'bold',
        fill: ink,
        'text-anchor': 'middle',
      }),
    )
    .join('');
  s += motif(x + 14, y, w - 14, h);
  s += text(x + 21 + (w - 21) / 2, y + h - 16, author, {
    'font-family': 'sans-serif',
    'font-size': 10,
    'letter-spacing': 1,
    fill: ink,
    'text-anchor': 'middle',
  });
  return svgDoc(title, studioDefs + pieceDefs('pawn', 'king', 'rook'), s);
};

// ---------------------------------------------------------------- products

const products = {
  'heirloom-staunton-set': () => {
    const defs = studioDefs + pieceDefs('king', 'queen', 'bishop', 'knight', 'rook', 'pawn');
    const dark = '#5b3420';
    const light = '#ecd8b0';
    let s = studio([200, 250, 170, 16]);
    s += piece('rook', 70, 200, 0.82, dark, '#3c2113', '#ecd8b0');
    s += piece('queen', 145, 200, 0.95, dark, '#3c2113', '#ecd8b0');
    s += piece('king', 225, 200, 1.02, dark, '#3c2113', '#ecd8b0');
    s += piece('bishop', 300, 200, 0.9, dark, '#3c2113', '#ecd8b0');
    s += piece('pawn', 105, 255, 0.72, light, '#b89668', dark);
    s += piece('knight', 185, 255, 0.92, light, '#b89668', dark);
    s += piece('bishop', 265, 255, 0.88, light, '#b89668', dark);
    s += piece('pawn', 335, 255, 0.72, light, '#b89668', dark);
    return svgDoc('Heirloom Staunton chess set in sheesham and boxwood', defs, s);
  },

  'tickwell-duo-clock': () => {
    let s = studio([200, 246, 150, 12]);
    s += path('M70 240L92 100H308L330 240Z', { fill: '#2f3640' });
    s += path('M92 100H308L312 118H88Z', { fill: '#414b57' });
    s += rect(120, 84, 46, 16, { rx: 4, fill: '#d9534f' });
    s += rect(234, 84, 46, 16, { rx: 4, fill: '#5a6674' });
    s += rect(96, 140, 94, 56, { rx: 6, fill: '#b9c7a8' });
    s += rect(210, 140, 94, 56, { rx: 6, fill: '#b9c7a8' });
    s += digits(106, 152, 32, '5:00', '#27302a');
    s += digits(220, 152, 32, '4:32', '#27302a');
    s += circle(170, 222, 6, { fill: '#8d99a6' }) + circle(200, 222, 6, { fill: '#8d99a6' }) + circle(230, 222, 6, { fill: '#8d99a6' });
    return svgDoc('Tickwell Duo digital chess clock showing two times', studioDefs, s);
  },

  'walnut-maple-board': () => {
    const b = isoBoard({
      cx: 200,
      top: 62,
      k: 16,
      light: '#ecd3a1',
      dark: '#6d4327',
      t: 14,
      sideL: '#4a2c19',
      sideR: '#5d3820',
      frame: 0.55,
      frameColor: '#7b4b2a',
    });
    return svgDoc('Walnut and maple inlaid chess board', studioDefs, studio([200, 232, 160, 14]) + b.svg);
  },

  'book-quiet-square': () =>
    bookCover({
      title: 'Book cover: The Quiet Square, pawn structures for club players',
      lines: ['The Quiet', 'Square'],
      author: 'HELENA VORSTRAND',
      cover: '#24465a',
      spine: '#17303f',
      accent: '#e0b354',
      ink: '#f3ead6',
      motif: (x, y, w) => {
        let m = '';
        for (let i = 0; i < 4; i++)
          for (let j = 0; j < 4; j++)
            m += rect(x + 26 + i * 23, y + 96 + j * 23, 23, 23, { fill: (i + j) % 2 ? '#2f5a72' : '#e9dfc8', opacity: 0.9 });
        m += piece('pawn', x + 60.5, y + 140, 0.14, '#24465a');
        m += piece('pawn', x + 83.5, y + 163, 0.14, '#24465a');
        m += piece('pawn', x + 83.5, y + 117, 0.14, '#24465a');
        return (
          m +
          text(x + w / 2 + 3.5, y + 86, 'PAWN STRUCTURES', {
            'font-family': 'sans-serif',
            'font-size': 8,
            fill: '#e0b354',
            'text-anchor': 'middle',
            'letter-spacing': 1,
          })
        );
      },
    }),

  'magnetic-travel-set': () => {
    const defs = studioDefs + pieceDefs('king', 'rook', 'pawn', 'knight');
    const b = isoBoard({
      cx: 200,
      top: 88,
      k: 14,
      light: '#f3efe6',
      dark: '#2f6f8f',
      t: 10,
      sideL: '#1f2c38',
      sideR: '#2a3a49',
      frame: 0.4,
      frameColor: '#263646',
    });
    let s = studio([200, 232, 150, 12]) + b.svg;
    s += line(...b.sq(-0.5, 3.5), ...b.sq(8.5, 3.5), { stroke: '#1f2c38', 'stroke-width': 2 });
    const pc = (n, f, r, dark) => {
      const [x, y] = b.sq(f, r);
      return piece(n, x, y + 4, 0.22, dark ? '#1f2c38' : '#fdfaf3', dark ? 'none' : '#8a8f96', dark ? '#fff' : '#1f2c38');
    };
    s += placeIso(
      [
        ['rook', 0, 7, true],
        ['king', 4, 7, true],
        ['pawn', 3, 6, true],
        ['pawn', 5, 5, true],
        ['knight', 5, 2, false],
        ['pawn', 4, 3, false],
        ['king', 6, 0, false],
        ['rook', 5, 0, false],
      ].map(([n, f, r, d]) => [pc(n, f, r, d), f, r]),
    );
    return svgDoc('Magnetic folding travel chess set', defs, s);
  },

  'silicone-roll-up-board': () => {
    let s = studio([200, 266, 150, 12]);
    let ticks = '';
    for (let i = 0; i < 8; i++) ticks += `M${127 + i * 22} 258v3M${108} ${r1(91 + i * 22)}h3`;
    s += g(
      { transform: 'rotate(-4 200 160)' },
      rect(100, 60, 200, 206, { fill: '#f1ecd9', rx: 3 }) +
        flatBoard(116, 80, 22, '#f1ecd9', '#4f8a5b') +
        path(ticks, { stroke: '#4f8a5b', 'stroke-width': 2 }) +
        rect(96, 42, 208, 32, { rx: 16, fill: '#4f8a5b' }) +
        rect(106, 48, 188, 7, { rx: 3.5, fill: '#74ad80' }) +
        circle(296, 58, 16, { fill: '#3f7049' }) +
        path('M296 58m-3 0a3 3 0 1 1 6 0a6 6 0 1 1-12 0a9 9 0 1 1 18 0a12 12 0 1 1-24 0', {
          fill: 'none',
          stroke: '#f1ecd9',
          'stroke-width': 1.6,
        }),
    );
    return svgDoc('Green and buff silicone roll-up tournament board, partly rolled', studioDefs, s);
  },

  'tournament-backpack': () => {
    const defs = studioDefs + pieceDefs('king');
    let s = studio([200, 258, 120, 12]);
    s += path('M150 70C150 50 250 50 250 70', { fill: 'none', stroke: '#23303d', 'stroke-width': 9 });
    s += rect(122, 70, 156, 184, { rx: 34, fill: '#34495e' });
    s += rect(108, 150, 22, 86, { rx: 9, fill: '#2b3d4f' }) + rect(270, 150, 22, 86, { rx: 9, fill: '#2b3d4f' });
    s += path('M134 96Q200 84 266 96', { fill: 'none', stroke: '#e0b354', 'stroke-width': 3 });
    s += rect(142, 150, 116, 92, { rx: 22, fill: '#2b3d4f' });
    s += path('M150 160H250', { stroke: '#e0b354', 'stroke-width': 3 });
    s += piece('king', 200, 230, 0.46, '#e0b354');
    s += rect(194, 154, 12, 10, { rx: 2, fill: '#c9ccd1' });
    return svgDoc('Padded tournament backpack with gold trim', defs, s);
  },

  'book-tactics-ladder': () =>
    bookCover({
      title: 'Book cover: Tactics Ladder, 600 puzzles',
      lines: ['Tactics', 'Ladder'],
      author: 'JONAH PELLERIN',
      cover: '#b8423b',
      spine: '#8c2f2a',
      accent: '#f3ead6',
      ink: '#fff7ea',
      motif: (x, y, w) => {
        let m = path(`M${x + 44} ${y + 206}L${x + 62} ${y + 92}M${x + 92} ${y + 206}L${x + 110} ${y + 92}`, {
          stroke: '#fff7ea',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        });
        for (let i = 0; i < 6; i++) {
          const yy = y + 196 - i * 19;
          const dx = (i * 19 * 18) / 114;
          m += line(x + 45.5 + dx, yy, x + 93.5 + dx, yy, { stroke: '#fff7ea', 'stroke-width': 3 });
        }
        return (
          m +
          text(x + w / 2 + 3.5, y + 85, '600 PUZZLES', {
            'font-family': 'sans-serif',
            'font-size': 9,
            fill: '#ffd98a',
            'text-anchor': 'middle',
            'letter-spacing': 1.5,
          })
        );
      },
    }),

  'ebonised-collector-set': () => {
    const defs = studioDefs + pieceDefs('king', 'queen', 'knight', 'pawn');
    let s = studio([200, 262, 175, 14]);
    s += path('M40 150L80 110H320L360 150Z', { fill: '#6e1f2b' });
    s += rect(40, 150, 320, 96, { fill: '#3a2418', rx: 4 });
    s += rect(52, 160, 296, 10, { fill: '#8a2a38' });
    s += rect(40, 238, 320, 8, { fill: '#2a1910' });
    s += piece('queen', 110, 236, 0.8, '#1b1512', '#000', '#e9d6ad');
    s += piece('king', 175, 236, 0.9, '#1b1512', '#000', '#e9d6ad');
    s += piece('king', 240, 236, 0.9, '#f0dfb8', '#b59a6b', '#1b1512');
    s += piece('knight', 305, 236, 0.82, '#f0dfb8', '#b59a6b', '#1b1512', true);
    return svgDoc('Ebonised and boxwood collector chess set in a lined presentation box', defs, s);
  },

  'tickwell-arbiter-pro-clock': () => {
    let s = studio([200, 250, 165, 12]);
    s += path('M52 240L70 110H330L348 240Z', { fill: '#1e2630' });
    s += path('M70 110H330L333 124H67Z', { fill: '#2e3946' });
    s += path('M150 106L250 98L252 104L150 112Z', { fill: '#c5ccd4' });
    s += circle(150, 109, 5, { fill: '#8d99a6' }) + circle(250, 101, 5, { fill: '#8d99a6' });
    s += rect(78, 142, 114, 62, { rx: 8, fill: '#0f1d2c' }) + rect(208, 142, 114, 62, { rx: 8, fill: '#0f1d2c' });
    s += digits(88, 156, 34, '1:29', '#7fd3ff');
    s += digits(218, 156, 34, '0:58', '#7fd3ff');
    s += rect(90, 212, 90, 5, { rx: 2, fill: '#39b3e6' }) + rect(220, 212, 50, 5, { rx: 2, fill: '#39b3e6' });
    s += circle(185, 228, 5, { fill: '#59677a' }) + circle(200, 228, 5, { fill: '#e0b354' }) + circle(215, 228, 5, { fill: '#59677a' });
    return svgDoc('Tickwell Arbiter Pro tournament clock with backlit displays', studioDefs, s);
  },

  'spiral-scorebook': () => {
    let s = studio([200, 262, 120, 10]);
    s += rect(118, 46, 170, 212, { rx: 6, fill: '#1f4e5f' });
    s += rect(112, 40, 170, 212, { rx: 6, fill: '#fffdf7', stroke: '#d8d0c0', 'stroke-width': 1 });
    s += rect(124, 66, 146, 18, { fill: '#e9f1f3' });
    let d = '';
    for (let i = 0; i < 8; i++) d += `M124 ${r1(96 + i * 18)}H270`;
    d += 'M148 84V236M197 84V236M221 84V236';
    s += path(d, { stroke: '#9fb8c1', 'stroke-width': 1, fill: 'none' });
    s += rect(124, 84, 146, 152, { fill: 'none', stroke: '#6b8d99', 'stroke-width': 1.2 });
    let scrib = '';
    for (let i = 0; i < 6; i++) {
      const yy = 92 + i * 18;
      scrib += `M154 ${yy}q6-5 12 0t12 0M227 ${yy}q5-5 10 0t10 0q4-4 8 0`;
    }
    s += path(scrib, { fill: 'none', stroke: '#2c3e50', 'stroke-width': 1.3 });
    let rings = '';
    for (let i = 0; i < 11; i++) rings += ellipse(128 + i * 14, 40, 3.5, 9, { fill: 'none', stroke: '#8c939b', 'stroke-width': 2.2 });
    return svgDoc('Spiral-bound scorebook open at a scoresheet', studioDefs, s + rings);
  },

  'acacia-folding-board': () => {
    const b = isoBoard({
      cx: 200,
      top: 62,
      k: 15.5,
      light: '#f2d9a8',
      dark: '#9a5b2c',
      t: 22,
      sideL: '#7a4520',
      sideR: '#8e5328',
      frame: 0.35,
      frameColor: '#a8683a',
    });
    let s = studio([200, 242, 160, 14]) + b.svg;
    const [hx1, hy1] = b.sq(-0.85, 3.5);
    const [hx2, hy2] = b.sq(7.85, 3.5);
    s += line(hx1, hy1, hx2, hy2, { stroke: '#5c3418', 'stroke-width': 1.6 });
    const [cx, cy] = b.sq(8.35, 3.5);
    s += rect(cx - 2, cy + 2, 12, 14, { rx: 2, fill: '#d4a93f', stroke: '#9c7a26', 'stroke-width': 1 });
    s += path(`M${r1(hx1 + 40)} ${r1(hy1 + 34)}l10 5`, { stroke: '#5c3418', 'stroke-width': 1 });
    return svgDoc('Acacia folding chess board with brass clasp', studioDefs, s);
  },

  'club-tournament-set': () => {
    const defs = studioDefs + pieceDefs('king', 'queen', 'rook', 'knight', 'pawn', 'bishop');
    const b = isoBoard({
      cx: 176,
      top: 100,
      k: 13.5,
      light: '#f4f1e4',
      dark: '#3f7a4b',
      t: 3,
      sideL: '#c9c3ad',
      sideR: '#b5af99',
      frame: 0.3,
      frameColor: '#e2dcc6',
    });
    let s = studio([200, 242, 175, 12]) + b.svg;
    const W = ['#fbf8ef', '#7a7d80', '#222'];
    const K = ['#262626', 'none', '#f4f1e4'];
    const put = (n, f, r, c) => {
      const [x, y] = b.sq(f, r);
      return piece(n, x, y + 3, 0.27, ...c);
    };
    s += placeIso(
      [
        ['rook', 0, 7, K],
        ['king', 4, 7, K],
        ['pawn', 3, 6, K],
        ['knight', 5, 5, K],
        ['pawn', 6, 6, K],
        ['bishop', 2, 3, W],
        ['pawn', 4, 3, W],
        ['queen', 3, 0, W],
        ['king', 6, 0, W],
        ['rook', 5, 0, W],
      ].map(([n, f, r, c]) => [put(n, f, r, c), f, r]),
    );
    s += path('M322 244C300 244 296 198 312 174C318 164 336 164 342 174C358 198 354 244 332 244Z', { fill: '#2f5d3a' });
    s += path('M314 174Q327 182 340 174', { fill: 'none', stroke: '#e0b354', 'stroke-width': 2.5 });
    s += path('M327 178l-6 18M327 178l7 16', { stroke: '#e0b354', 'stroke-width': 2 });
    return svgDoc('Club tournament chess set on a green roll-up board with bag', defs, s);
  },

  'book-endgame-compass': () =>
    bookCover({
      title: 'Book cover: Endgame Compass, essential positions',
      lines: ['Endgame', 'Compass'],
      author: 'MIRA CALLOWAY',
      cover: '#e9dcc0',
      spine: '#c9b68f',
      accent: '#7a4b2a',
      ink: '#3b2a1d',
      motif: (x, y, w) => {
        const cx = x + w / 2 + 3.5;
        const cy = y + 146;
        let m = circle(cx, cy, 46, { fill: 'none', stroke: '#7a4b2a', 'stroke-width': 2 });
        m += circle(cx, cy, 38, { fill: 'none', stroke: '#7a4b2a', 'stroke-width': 0.8 });
        m += path(`M${cx} ${cy - 44}L${cx + 8} ${cy}L${cx} ${cy + 44}L${cx - 8} ${cy}Z`, { fill: '#7a4b2a' });
        m += path(`M${cx - 44} ${cy}L${cx} ${cy - 6}L${cx + 44} ${cy}L${cx} ${cy + 6}Z`, { fill: '#b08a5a' });
        m += piece('rook', cx, cy + 13, 0.2, '#3b2a1d');
        return m;
      },
    }),

  'brassmoor-mechanical-clock': () => {
    let s = studio([200, 254, 165, 12]);
    s += rect(120, 76, 30, 12, { rx: 3, fill: '#b08d3c' }) + rect(250, 82, 30, 6, { rx: 2, fill: '#b08d3c' });
    s += rect(50, 88, 300, 160, { rx: 14, fill: '#b9824a' });
    s += rect(50, 88, 300, 18, { rx: 9, fill: '#cf9a5f' });
    const face = (cx, min, hr, flagUp) => {
      let f = circle(cx, 172, 58, { fill: '#7c4f27' }) + circle(cx, 172, 50, { fill: '#fbf7ee' });
      let ticks = '';
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        ticks += `M${r1(cx + Math.sin(a) * 43)} ${r1(172 - Math.cos(a) * 43)}L${r1(cx + Math.sin(a) * 48)} ${r1(172 - Math.cos(a) * 48)}`;
      }
      f += path(ticks, { stroke: '#3b2a1d', 'stroke-width': 2 });
      f += flagUp ? path(`M${cx} 124l10 -2v8z`, { fill: '#d33c36' }) : path(`M${cx} 124l2 12h-5z`, { fill: '#d33c36' });
      const hand = (ang, len, w) =>
        line(cx, 172, cx + Math.sin(ang) * len, 172 - Math.cos(ang) * len, {
          stroke: '#1f1a16',
          'stroke-width': w,
          'stroke-linecap': 'round',
        });
      f += hand((hr * Math.PI) / 6, 26, 4) + hand((min * Math.PI) / 30, 40, 2.5) + circle(cx, 172, 4, { fill: '#1f1a16' });
      return f;
    };
    s += face(132, 52, 4.9, true) + face(268, 41, 4.7, false);
    return svgDoc('Brassmoor mechanical chess clock with two analogue faces and flags', studioDefs, s);
  },

  'knight-bookends': () => {
    const defs = studioDefs + pieceDefs('knight');
    let s = studio([200, 256, 170, 12]);
    const books = [
      ['#24465a', 26, 130],
      ['#b8423b', 20, 118],
      ['#e0b354', 24, 138],
      ['#3f7a4b', 18, 122],
      ['#6d4327', 28, 134],
      ['#7a5c8f', 22, 126],
    ];
    let x = 136;
    for (const [c, w, h] of books) {
      s += rect(x, 248 - h, w, h, { fill: c, rx: 2 });
      s += rect(x + 3, 248 - h + 14, w - 6, 2, { fill: '#fff', opacity: 0.5 });
      x += w + 1;
    }
    s += piece('knight', 96, 250, 1.5, '#24262a', 'none', '#5a5f66', true);
    s += piece('knight', 318, 250, 1.5, '#24262a', 'none', '#5a5f66');
    return svgDoc('Pair of cast-iron knight bookends holding books', defs, s);
  },

  'magnetic-demo-board': () => {
    const defs = studioDefs + pieceDefs('king', 'rook', 'pawn', 'queen');
    let s = rect(0, 0, 400, 300, { fill: 'url(#bg)' });
    s +=
      path('M200 18L116 46M200 18L284 46', { stroke: '#5b4a3a', 'stroke-width': 2, fill: 'none' }) +
      circle(200, 18, 4, { fill: '#8b7764' });
    s += rect(100, 44, 200, 8, { rx: 4, fill: '#5b4a3a' });
    s += rect(110, 50, 180, 236, { fill: '#fbf8f0', stroke: '#cfc6b4', 'stroke-width': 1 });
    s += flatBoard(124, 70, 19, '#f3ead6', '#5a7d9a');
    let marks = '';
    for (let i = 0; i < 8; i++) marks += `M${133.5 + i * 19} 228v5M${116} ${79.5 + i * 19}h5`;
    s += path(marks, { stroke: '#5a7d9a', 'stroke-width': 2 });
    const tok = (n, f, r, dark) =>
      circle(124 + f * 19 + 9.5, 70 + (7 - r) * 19 + 9.5, 8.5, { fill: dark ? '#2b2b2b' : '#fff', stroke: '#888', 'stroke-width': 0.6 }) +
      piece(n, 124 + f * 19 + 9.5, 70 + (7 - r) * 19 + 16, 0.11, dark ? '#fff' : '#2b2b2b', 'none', dark ? '#2b2b2b' : '#fff');
    s += tok('king', 6, 7, true) + tok('pawn', 5, 6, true) + tok('pawn', 6, 6, true) + tok('rook', 2, 7, true);
    s += tok('queen', 3, 4, false) + tok('king', 6, 0, false) + tok('pawn', 4, 3, false) + tok('rook', 4, 0, false);
    s += rect(110, 246, 180, 40, { fill: '#efe8da' });
    s += ellipse(200, 296, 110, 5, { fill: '#000', opacity: 0.1 });
    return svgDoc('Magnetic wall demonstration board hanging from a rod', defs, s);
  },

  'book-opening-blueprints': () =>
    bookCover({
      title: 'Book cover: Opening Blueprints, plans not move lists',
      lines: ['Opening', 'Blueprints'],
      author: 'EDWIN OSTRANDER',
      cover: '#1f5fa8',
      spine: '#174a84',
      accent: '#cfe3ff',
      ink: '#f2f7ff',
      motif: (x, y) => {
        let grid = '';
        for (let i = 0; i <= 6; i++) grid += `M${x + 22 + i * 16} ${y + 100}v96M${x + 22} ${y + 100 + i * 16}h96`;
        let m = path(grid, { stroke: '#9cc3f0', 'stroke-width': 0.7, fill: 'none' });
        m += path(`M${x + 38} ${y + 188}C${x + 44} ${y + 150} ${x + 70} ${y + 150} ${x + 78} ${y + 124}`, {
          fill: 'none',
          stroke: '#fff',
          'stroke-width': 2.5,
          'stroke-dasharray': '5 4',
        });
        m += path(`M${x + 70} ${y + 126}l10 -8l1 12z`, { fill: '#fff' });
        m += piece('pawn', x + 102, y + 190, 0.2, 'none', '#fff') + piece('king', x + 102, y + 140, 0.2, 'none', '#fff');
        return m;
      },
    }),
};

// ---------------------------------------------------------------- blog art

/** Flat diagram board on the slate backdrop; returns svg and square-centre mapper. */
const diagram = (x, y, sq, files = 8, ranks = 8, fromFile = 0, fromRank = 0, light = INK.light, dark = INK.dark) => {
  let d = '';
  for (let r = 0; r < ranks; r++)
    for (let f = 0; f < files; f++)
      if ((f + fromFile + r + fromRank) % 2 === 0) d += `M${x + f * sq} ${y + (ranks - 1 - r) * sq}h${sq}v${sq}h${-sq}z`;
  const svg = rect(x, y, files * sq, ranks * sq, { fill: light }) + path(d, { fill: dark });
  const at = (file, rank) => [x + (file - fromFile) * sq + sq / 2, y + (ranks - 1 - (rank - fromRank)) * sq + sq / 2];
  return { svg, at };
};
const arrow = (x1, y1, x2, y2, color, w = 4, dash) => {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const hx = x2 - Math.cos(a) * 10;
  const hy = y2 - Math.sin(a) * 10;
  return (
    line(x1, y1, hx, hy, { stroke: color, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-dasharray': dash }) +
    poly(
      [
        [x2, y2],
        [hx + Math.sin(a) * 7, hy - Math.cos(a) * 7],
        [hx - Math.sin(a) * 7, hy + Math.cos(a) * 7],
      ],
      { fill: color },
    )
  );
};
const onSq = (b, name, file, rank, sq, dark) => {
  const [x, y] = b.at(file, rank);
  const sc = (sq * 0.8) / 116;
  return piece(name, x, y + sq * 0.42, sc, dark ? '#1d232b' : '#fbf7ee', dark ? 'none' : '#1d232b', dark ? '#fbf7ee' : '#1d232b');
};
const dot = (b, file, rank, color, r = 6) => {
  const [x, y] = b.at(file, rank);
  return circle(x, y, r, { fill: color });
};

const blog = {
  'greek-gift': () => {
    const sq = 44;
    const b = diagram(90, 18, sq, 5, 6, 3, 2);
    let s = slate() + b.svg;
    s += rect(...b.at(7, 6).map((v) => v - sq / 2), sq, sq, { fill: INK.red, opacity: 0.45 });
    s += onSq(b, 'king', 6, 7, sq, true) + onSq(b, 'rook', 5, 7, sq, true);
    s += onSq(b, 'pawn', 5, 6, sq, true) + onSq(b, 'pawn', 6, 6, sq, true) + onSq(b, 'pawn', 7, 6, sq, true);
    s += onSq(b, 'pawn', 4, 5, sq, true) + onSq(b, 'pawn', 4, 4, sq, false);
    s += onSq(b, 'bishop', 3, 2, sq, false) + onSq(b, 'knight', 5, 2, sq, false);
    s += arrow(...b.at(3.3, 2.3), ...b.at(6.7, 5.7), INK.gold, 5);
    s += arrow(...b.at(5.2, 2.4), ...b.at(5.9, 3.8), INK.green, 4, '7 5');
    return svgDoc('Diagram of the Greek Gift bishop sacrifice on h7', pieceDefs('king', 'rook', 'pawn', 'bishop', 'knight') + slateDefs, s);
  },

  'caro-kann-structures': () => {
    let s = slate();
    const panel = (ox, white, black, hl) => {
      const sq = 19;
      const b = diagram(ox, 88, sq, 6, 6, 1, 1, '#d9ccb0', '#7a6149');
      let p = rect(ox - 6, 82, 6 * sq + 12, 6 * sq + 12, { rx: 6, fill: '#11171f' }) + b.svg;
      for (const [f, r] of black) p += dot(b, f, r, '#1d232b', 6.5);
      for (const [f, r] of white) p += dot(b, f, r, '#fbf7ee', 6.5);
      for (const [f1, r1_, f2, r2] of hl) p += arrow(...b.at(f1, r1_), ...b.at(f2, r2), INK.gold, 3);
      return p;
    };
    s += panel(
      16,
      [
        [3, 3],
        [4, 4],
        [2, 1],
        [5, 1],
      ],
      [
        [2, 5],
        [3, 4],
        [4, 5],
      ],
      [[2, 5.2, 2, 4.1]],
    );
    s += panel(
      143,
      [
        [3, 3],
        [2, 1],
        [5, 1],
        [6, 1],
      ],
      [
        [2, 5],
        [4, 5],
        [5, 6],
      ],
      [[4, 5.2, 4, 4.1]],
    );
    s += panel(
      270,
      [
        [3, 3],
        [2, 2],
        [1, 1],
        [5, 1],
      ],
      [
        [3, 4],
        [4, 5],
        [1, 6],
      ],
      [[1, 6.2, 1, 4.1]],
    );
    s += rect(16, 236, 368, 4, { rx: 2, fill: INK.gold, opacity: 0.6 });
    return svgDoc('Three Caro-Kann pawn structures with their typical pawn breaks', slateDefs, s);
  },

  'time-trouble': () => {
    let s = slate();
    const cx = 200;
    const cy = 155;
    s += circle(cx, cy, 100, { fill: '#16202b', stroke: '#3c4d63', 'stroke-width': 6 });
    s += path(`M${cx} ${cy}L${cx} ${cy - 92}A92 92 0 0 1 ${r1(cx + 92 * Math.sin(Math.PI / 3))} ${r1(cy - 92 * Math.cos(Math.PI / 3))}Z`, {
      fill: INK.red,
      opacity: 0.75,
    });
    let ticks = '';
    for (let i = 0; i < 60; i++) {
      const a = (i * Math.PI) / 30;
      const r0 = i % 5 ? 86 : 78;
      ticks += `M${r1(cx + Math.sin(a) * r0)} ${r1(cy - Math.cos(a) * r0)}L${r1(cx + Math.sin(a) * 92)} ${r1(cy - Math.cos(a) * 92)}`;
    }
    s += path(ticks, { stroke: INK.cream, 'stroke-width': 2 });
    s += line(cx, cy, cx + 52 * Math.sin(1.2), cy - 52 * Math.cos(1.2), {
      stroke: INK.cream,
      'stroke-width': 6,
      'stroke-linecap': 'round',
    });
    s += line(cx, cy, cx + 80 * Math.sin(-0.1), cy - 80 * Math.cos(-0.1), {
      stroke: INK.gold,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    });
    s += circle(cx, cy, 7, { fill: INK.gold });
    s += path('M200 52l18 -4v12z', { fill: INK.red });
    let bars = '';
    [60, 46, 34, 24, 14, 8].forEach((h, i) => {
      bars += rect(24 + i * 9, 260 - h, 6, h, { rx: 2 });
      bars += rect(328 + i * 9, 260 - [8, 14, 24, 34, 46, 60][i], 6, [8, 14, 24, 34, 46, 60][i], { rx: 2 });
    });
    s += g({ fill: INK.blue, opacity: 0.7 }, bars);
    return svgDoc('Clock face with the final minutes shaded in red', slateDefs, s);
  },

  'lucena-philidor': () => {
    const sq = 30;
    const b = diagram(80, 30, sq);
    let s = slate() + b.svg;
    // Lucena: white Kd8, Pd7, Rf4; black Kg7, Rc1. The king walks out, the rook builds the bridge on d4.
    const walk = [b.at(3, 7), b.at(4, 6), b.at(3, 5), b.at(4, 5), b.at(3, 4)];
    s += path(`M${walk.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`, {
      fill: 'none',
      stroke: INK.gold,
      'stroke-width': 3.5,
      'stroke-dasharray': '6 4',
    });
    s += walk
      .slice(1)
      .map(([x, y]) => circle(x, y, 4.5, { fill: INK.gold }))
      .join('');
    const [x1, y1] = b.at(5, 3);
    const [x2, y2] = b.at(3.25, 3);
    s += path(`M${r1(x1)} ${r1(y1 - 10)}Q${r1((x1 + x2) / 2)} ${r1(y1 - 44)} ${r1(x2)} ${r1(y2 - 10)}`, {
      fill: 'none',
      stroke: INK.green,
      'stroke-width': 4,
      'stroke-dasharray': '8 5',
    });
    s += onSq(b, 'king', 3, 7, sq, false) + onSq(b, 'pawn', 3, 6, sq, false) + onSq(b, 'rook', 5, 3, sq, false);
    s += onSq(b, 'king', 6, 6, sq, true) + onSq(b, 'rook', 2, 0, sq, true);
    return svgDoc('Rook endgame diagram showing the bridge-building idea', pieceDefs('king', 'pawn', 'rook') + slateDefs, s);
  },

  'staunton-pattern': () => {
    let s = slate();
    s += rect(20, 238, 360, 6, { rx: 3, fill: INK.gold, opacity: 0.5 });
    const row = ['pawn', 'rook', 'knight', 'bishop', 'queen', 'king'];
    const sizes = [0.85, 1.0, 1.08, 1.14, 1.24, 1.32];
    row.forEach((n, i) => {
      s += piece(n, 50 + i * 60, 236, sizes[i], INK.cream, 'none', '#2d3b4e');
    });
    s += path('M40 40H360', { stroke: INK.gold, 'stroke-width': 1.5, 'stroke-dasharray': '2 6' });
    return svgDoc('The six Staunton chess piece silhouettes in a row', pieceDefs(...row) + slateDefs, s);
  },

  prophylaxis: () => {
    const sq = 30;
    const b = diagram(80, 30, sq);
    let s = slate() + b.svg;
    // h2-h3 stops ...Bg4 pinning the f3 knight to the queen on d1.
    s += onSq(b, 'knight', 5, 5, sq, true) + onSq(b, 'bishop', 2, 7, sq, true) + onSq(b, 'knight', 5, 2, sq, false);
    s += onSq(b, 'pawn', 7, 1, sq, false) + onSq(b, 'king', 6, 0, sq, false) + onSq(b, 'queen', 3, 0, sq, false);
    s += arrow(...b.at(2.2, 6.8), ...b.at(5.4, 3.6), INK.red, 4, '7 5');
    const [sx, sy] = b.at(6, 3);
    s += path(`M${r1(sx)} ${r1(sy - 30)}l26 10v18c0 18-12 28-26 34c-14-6-26-16-26-34v-18z`, {
      fill: INK.green,
      opacity: 0.9,
      stroke: '#fff',
      'stroke-width': 2,
    });
    s += path(`M${r1(sx - 11)} ${r1(sy + 2)}l8 8l15-17`, { fill: 'none', stroke: '#fff', 'stroke-width': 4, 'stroke-linecap': 'round' });
    s += arrow(...b.at(7, 1.3), ...b.at(7, 2.3), INK.gold, 4);
    return svgDoc(
      "Board diagram: a shield blocks the opponent's planned bishop move",
      pieceDefs('knight', 'bishop', 'pawn', 'king', 'queen') + slateDefs,
      s,
    );
  },

  'pins-skewers': () => {
    const sq = 30;
    const b = diagram(80, 30, sq);
    let s = slate() + b.svg;
    s += line(...b.at(1, 0), ...b.at(6, 5), { stroke: INK.red, 'stroke-width': 5, opacity: 0.85 });
    s += onSq(b, 'bishop', 1, 0, sq, false) + onSq(b, 'knight', 4, 3, sq, true) + onSq(b, 'king', 6, 5, sq, true);
    s += line(...b.at(0, 6), ...b.at(7, 6), { stroke: INK.gold, 'stroke-width': 4, 'stroke-dasharray': '8 5' });
    s += onSq(b, 'rook', 0, 6, sq, false) + onSq(b, 'queen', 3, 6, sq, true) + onSq(b, 'rook', 7, 6, sq, true);
    return svgDoc(
      'Board diagram of a pin on a diagonal and a skewer along a rank',
      pieceDefs('bishop', 'knight', 'king', 'rook', 'queen') + slateDefs,
      s,
    );
  },

  'quiet-italian': () => {
    const sq = 30;
    const b = diagram(80, 30, sq);
    let s = slate() + b.svg;
    for (const [f, r] of [
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 3],
      [5, 1],
      [6, 1],
      [7, 2],
    ])
      s += onSq(b, 'pawn', f, r, sq, false);
    for (const [f, r] of [
      [0, 5],
      [1, 6],
      [2, 6],
      [3, 5],
      [4, 4],
      [5, 6],
      [6, 6],
      [7, 5],
    ])
      s += onSq(b, 'pawn', f, r, sq, true);
    s += onSq(b, 'bishop', 1, 2, sq, false) + onSq(b, 'bishop', 0, 6, sq, true);
    s += onSq(b, 'knight', 1, 0, sq, false);
    const pts = [b.at(1, 0), b.at(3, 1), b.at(5, 0), b.at(6, 2)];
    s += path(`M${pts.map(([x, y]) => `${r1(x)} ${r1(y)}`).join('L')}`, {
      fill: 'none',
      stroke: INK.green,
      'stroke-width': 3.5,
      'stroke-dasharray': '6 5',
    });
    s += pts
      .slice(1)
      .map(([x, y]) => circle(x, y, 5, { fill: INK.green }))
      .join('');
    s += arrow(...b.at(3, 2), ...b.at(3, 3.2), INK.gold, 4);
    return svgDoc('Italian Game structure with the knight route b1-d2-f1-g3', pieceDefs('pawn', 'bishop', 'knight') + slateDefs, s);
  },

  'after-the-blunder': () => {
    let s = slate();
    let waves = '';
    for (let i = 0; i < 5; i++) {
      const y = 70 + i * 42;
      const a = 26 - i * 6;
      waves += `M20 ${y}C70 ${y - a} 110 ${y + a} 160 ${y}S250 ${y - a} 300 ${y}S360 ${y + a} 380 ${y}`;
    }
    s += path(waves, { fill: 'none', stroke: INK.blue, 'stroke-width': 2.5, opacity: 0.55 });
    s += piece('king', 138, 238, 0.9, INK.cream, 'none', '#2d3b4e');
    s += g({ transform: 'translate(270 236) rotate(-90)' }, piece('pawn', 0, 0, 0.8, '#aab4c0', 'none', '#2d3b4e'));
    s += path('M226 116a54 54 0 1 1-12-34', { fill: 'none', stroke: INK.gold, 'stroke-width': 5, 'stroke-linecap': 'round' });
    s += path('M206 70l12 14l-16 6z', { fill: INK.gold });
    return svgDoc('A king standing calmly beside a fallen pawn, with a reset arrow', pieceDefs('king', 'pawn') + slateDefs, s);
  },

  'king-pawn-endings': () => {
    const sq = 30;
    const b = diagram(80, 30, sq);
    let s = slate() + b.svg;
    const [x0] = b.at(3, 3);
    const [, y0] = b.at(3, 7);
    s += rect(x0 - sq / 2, y0 - sq / 2, 5 * sq, 5 * sq, { fill: INK.blue, opacity: 0.28, stroke: INK.blue, 'stroke-width': 2 });
    for (const f of [2, 3, 4]) {
      const [x, y] = b.at(f, 5);
      s += rect(x - sq / 2 + 3, y - sq / 2 + 3, sq - 6, sq - 6, { fill: 'none', stroke: INK.gold, 'stroke-width': 3, rx: 3 });
    }
    s += onSq(b, 'pawn', 3, 3, sq, false) + onSq(b, 'king', 3, 1, sq, false) + onSq(b, 'king', 7, 4, sq, true);
    s += arrow(...b.at(3, 3.5), ...b.at(3, 6.6), INK.gold, 3, '5 4');
    return svgDoc('King and pawn ending with the square of the pawn and key squares marked', pieceDefs('pawn', 'king') + slateDefs, s);
  },

  'queen-move-history': () => {
    let s = slate();
    const small = diagram(34, 80, 20, 7, 7, 0, 0);
    s += small.svg + onSq(small, 'queen', 3, 3, 20, false);
    for (const [df, dr] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ])
      s += dot(small, 3 + df, 3 + dr, INK.gold, 5);
    const big = diagram(226, 80, 20, 7, 7, 0, 0);
    s += big.svg;
    const [qx, qy] = big.at(3, 3);
    let rays = '';
    for (const [df, dr] of [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ]) {
      rays += `M${r1(qx)} ${r1(qy)}L${r1(qx + df * 60)} ${r1(qy - dr * 60)}`;
    }
    s += path(rays, { stroke: INK.gold, 'stroke-width': 4, 'stroke-linecap': 'round', opacity: 0.85 });
    s += onSq(big, 'queen', 3, 3, 20, false);
    s += arrow(186, 150, 214, 150, INK.cream, 3);
    return svgDoc('The old one-step counsellor move beside the modern queen move', pieceDefs('queen') + slateDefs, s);
  },

  'good-bad-bishop': () => {
    const sq = 30;
    const b = diagram(80, 30, sq);
    let s = slate() + b.svg;
    for (const [f, r] of [
      [3, 4],
      [4, 5],
      [5, 6],
      [1, 6],
      [0, 5],
    ])
      s += onSq(b, 'pawn', f, r, sq, true);
    for (const [f, r] of [
      [3, 3],
      [4, 4],
      [5, 1],
      [2, 2],
    ])
      s += onSq(b, 'pawn', f, r, sq, false);
    s += onSq(b, 'bishop', 2, 7, sq, true) + onSq(b, 'bishop', 5, 0, sq, false);
    s += line(...b.at(2.3, 6.7), ...b.at(3.7, 5.3), { stroke: INK.red, 'stroke-width': 4, 'stroke-dasharray': '4 4' });
    const [cx, cy] = b.at(3.5, 5.5);
    s += path(`M${r1(cx - 8)} ${r1(cy - 8)}l16 16m0-16l-16 16`, { stroke: INK.red, 'stroke-width': 4, 'stroke-linecap': 'round' });
    s += arrow(...b.at(4.7, 0.3), ...b.at(1.3, 3.7), INK.green, 4);
    return svgDoc(
      'A bad bishop blocked by its own pawns and a good bishop on an open diagonal',
      pieceDefs('pawn', 'bishop') + slateDefs,
      s,
    );
  },
};

// ---------------------------------------------------------------- write

const write = (dir, set) => {
  mkdirSync(join(publicDir, dir), { recursive: true });
  for (const [slug, draw] of Object.entries(set)) {
    const svg = draw();
    const bytes = Buffer.byteLength(svg);
    if (bytes > 8192) throw new Error(`${dir}/${slug}.svg is ${bytes} bytes (limit 8192)`);
    writeFileSync(join(publicDir, dir, `${slug}.svg`), svg);
    console.log(`${dir}/${slug}.svg ${bytes} B`);
  }
};

write('products', products);
write('blog', blog);
