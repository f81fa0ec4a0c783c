import { BLOG_CATEGORIES, LESSON_CATEGORIES, type BlogCategory, type LessonCategory, type ProductCategory } from '@kingside/contracts';
import { Op, type InferCreationAttributes, type Transaction } from 'sequelize';
import { loadConfig, type Env } from '../shared/config';
import { invalidateCatalogue } from '../catalogue/responseCache';
import { toChapterRow } from '../lessons/chapterRows';
import { COURSE_CHAPTERS } from '../lessons/content';
import type { Database } from '../shared/db/database';
import { openDatabase } from '../database';
import type { BlogPostModel, LessonModel, ProductModel } from '../catalogue/models';
import { seedCatalogue } from '../catalogue/seed';
import { seedChapters } from '../lessons/seed';
import type { PuzzleModel } from '../training/models';
import { puzzleRow, puzzleThemeRows } from '../training/puzzleRows';
import { PUZZLES } from '../training/puzzles/content';
import { puzzleStore } from '../training/puzzleStore';
import { seedPuzzles } from '../training/seed';
import { blogPosts as seedBlogPosts } from '../catalogue/seedContent/blogPosts';
import { lessons as seedLessons } from '../catalogue/seedContent/lessons';
import { products as seedProducts } from '../catalogue/seedContent/products';
import WORDS from './scaleWords.json';

/*
 * The scale seed (issue 19, `npm run seed:scale`): a catalogue of 10,000 products, 500 lessons and 1,000 articles, so
 * the shop's search, sort and pages and their budgets can be measured at the size a grown shop reaches.
 *
 * - Generated, deterministic and offline: every row is a function of its index alone (a mulberry32 generator seeded
 *   with the index, the word lists of scaleWords.json and the templates below, dates counted from fixed epochs, never
 *   the clock), so any database seeded to the same totals holds the same rows, and a run that stopped half way resumes
 *   exactly where it stopped.
 * - Added to the ordinary seed: the 18 products, 24 courses and 12 articles of db/seed/content come first (loaded
 *   when their tables are empty, as at every start), then generated rows up to the totals. A table holding the totals
 *   already gets nothing, so a second run changes nothing.
 * - Names within a category do not repeat (up to a few thousand per category; see `scatter`), and every row passes
 *   the back office's own rules (catalogueCreateSchemas), so it can be edited like any other.
 * - Older than the ordinary seed: generated products and courses were created in 2023–2024 and the articles were
 *   published 2018–2023, so "newest first" and Home's previews still open on the seed's own content.
 * - Generated courses have chapters: each replays the chapters of a seeded course of the same level and category
 *   (api/src/lessons/content, proved by its tests), and its lessonCount is their number, as docs/spec.md §3.11
 *   requires of every course; the course page, its Course Contents and the move checks work on them.
 *
 * - Puzzles, on request (`npm run seed:scale -- --puzzles`: SCALE_PUZZLES, 100,000), so that GET /api/puzzles/next can
 *   be measured at the size a grown set reaches (bench:api with BENCH_SCALE=1). Synthetic, but true and playable: puzzle
 *   n replays the position, solution, hint and themes of a puzzle of the proved set (api/src/training/puzzles/content,
 *   in turn), so every one is legal, its themes are its position's own and the move check answers it; only its id
 *   (SCALE_PUZZLE_BASE + n, far above the set's and the chapters' ranges) and its rating (the original's, moved by up
 *   to ±400 and kept within 600–2400) are its own. Not a content to train on: a database for measuring.
 *
 * Landmarks, one of a kind in the whole catalogue, so a test or a bench can search for exactly one item (the word
 * after each name is found nowhere else, accents folded):
 *   products  "Zugzwang Walnut Tournament Board" (zugzwang), "Échiquier Royal Rosewood Chess Set" (échiquier),
 *             "Zeitnot Pro Digital Chess Clock" (zeitnot), "Quiet Moves in Zürich: A Tournament Diary" (zürich),
 *             "Kibitzer Café Espresso Mug" (kibitzer): the first five generated products
 *   lessons   "The Zwischenzug Masterclass" (zwischenzug): the first generated course
 *   articles  "Remembering the Café de la Régence" (régence): the first generated article
 * Accented words run through the vocabularies too (Café Échecs, Müller & Söhne, Corbière, authors such as Élodie
 * Marchand and Jürgen Falk), so accent-insensitive search has plenty to find ("echecs", "muller").
 */

export interface ScaleTotals {
  products: number;
  lessons: number;
  blogPosts: number;
  /** generated puzzles (scalePuzzle), beside the proved set and the chapters' exercises; none unless asked */
  puzzles?: number;
}

/** What `npm run seed:scale` fills a database to, the ordinary seed's rows included. */
export const SCALE_TOTALS: ScaleTotals = { products: 10_000, lessons: 500, blogPosts: 1_000 };

/** How many generated puzzles `npm run seed:scale -- --puzzles` adds (GET /api/puzzles/next's budget holds at this size). */
export const SCALE_PUZZLES = 100_000;

/**
 * Generated puzzle n's id: above the proved set's (1, 2, 3…) and the chapters' exercises' (1,000,000 + lesson × 10 +
 * chapter; training/puzzleRows.ts), for any number of either a catalogue may hold.
 */
export const SCALE_PUZZLE_BASE = 10_000_000;

export const SCALE_LANDMARKS = {
  products: [
    { name: 'Zugzwang Walnut Tournament Board', word: 'zugzwang' },
    { name: 'Échiquier Royal Rosewood Chess Set', word: 'échiquier' },
    { name: 'Zeitnot Pro Digital Chess Clock', word: 'zeitnot' },
    { name: 'Quiet Moves in Zürich: A Tournament Diary', word: 'zürich' },
    { name: 'Kibitzer Café Espresso Mug', word: 'kibitzer' },
  ],
  lessons: [{ title: 'The Zwischenzug Masterclass', word: 'zwischenzug' }],
  blogPosts: [{ title: 'Remembering the Café de la Régence', word: 'régence' }],
} as const;

export type ScaleProduct = Omit<InferCreationAttributes<ProductModel>, 'id' | 'archived' | 'version'> & {
  category: ProductCategory;
  createdAt: Date;
  updatedAt: Date;
};
export type ScaleLesson = Omit<InferCreationAttributes<LessonModel>, 'id' | 'archived' | 'version'> & {
  category: LessonCategory;
  createdAt: Date;
  updatedAt: Date;
  /** the seeded course (db/seed/content/lessons.ts, 1-based) whose chapters this one plays */
  chaptersOf: number;
};
export type ScaleBlogPost = Omit<InferCreationAttributes<BlogPostModel>, 'id' | 'archived' | 'version'> & {
  category: BlogCategory;
  createdAt: Date;
  updatedAt: Date;
};

// ---------------------------------------------------------------------------------------------- generation tools

/** mulberry32: a 32-bit generator, tiny and the same on every platform; one per row, seeded with its index. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Each kind of row draws from its own stream, so the 7th product and the 7th course are unrelated. */
const STREAMS = { products: 0x51ed27, lessons: 0x2c1b3c6d, blogPosts: 0x297a2d39, puzzles: 0x3a5f0c1b } as const;

class Dice {
  private readonly next: () => number;
  constructor(stream: number, index: number) {
    this.next = mulberry32(Math.imul(index + 1, 0x9e3779b1) ^ stream);
  }
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(list: readonly T[]): T {
    return at(list, this.int(0, list.length - 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`scale seed: no item ${index} in a list of ${list.length}`);
  return item;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The k-th of `size` combinations, visited in a scrambled order that repeats none before all are used: listed in
 * id order, neighbouring rows then differ in every word instead of counting through one vocabulary. `salt` (a
 * category's number) starts each category at a different place, so the first set, board and clock are not all of
 * one brand.
 */
function scatter(k: number, size: number, salt: number): number {
  let step = 7919;
  while (gcd(step, size) !== 1) step += 2;
  const start = Math.floor(size * ((salt * 0.618_034) % 1)) + salt;
  return (k * step + start) % size;
}

/** The combination `index` of lists of these lengths, the first varying fastest. */
function mixedRadix(index: number, lengths: readonly number[]): number[] {
  let rest = index;
  return lengths.map((length) => {
    const digit = rest % length;
    rest = Math.floor(rest / length);
    return digit;
  });
}

/** A shop price in cents between min and max: whole dollars, or just under them ($24.95, $19.99). */
function shopPrice(dice: Dice, min: number, max: number): number {
  const dollars = Math.max(2, Math.round(dice.int(min, max) / 100));
  return dollars * 100 - dice.pick([0, 1, 5, 5]);
}

/** Stock as a small shop keeps it: a few lines sold out, most a handful to a few dozen, cheap things more. */
function stockLevel(dice: Dice, price: number): number {
  if (dice.chance(0.06)) return 0;
  return price < 2000 ? dice.int(10, 240) : dice.int(1, 60);
}

const inches = (value: number) => String(Number(value.toFixed(3)));
const millimetres = (value: number) => Math.round(value * 25.4);
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Whole seconds, as MariaDB's DATETIME keeps them (db/clock.ts), so both databases hold the same instant. */
const instant = (epoch: number, offset: number) => new Date(Math.floor((epoch + offset) / 1000) * 1000);
const PRODUCTS_EPOCH = Date.UTC(2024, 0, 2, 8, 0, 0);
const LESSONS_EPOCH = Date.UTC(2023, 0, 9, 9, 0, 0);
const ARTICLES_EPOCH = Date.UTC(2018, 0, 3, 0, 0, 0);

// ----------------------------------------------------------------------------------------------- vocabularies
// The word lists are data (scaleWords.json); what combines them, with the dice, stays here.

/** Invented makers (as the ordinary seed's are), a few with accents. */
const BRANDS = WORDS.brands;

const CLOCK_BRANDS = WORDS.clockBrands;

const FIRST_NAMES = WORDS.firstNames;
const LAST_NAMES = WORDS.lastNames;
const person = (dice: Dice) => `${dice.pick(FIRST_NAMES)} ${dice.pick(LAST_NAMES)}`;

const SET_SERIES = WORDS.setSeries;

/** Series named after a real pattern of pieces; the others are Staunton sets. */
const PIECE_PATTERNS = new Set(WORDS.piecePatterns);

interface Material {
  short: string;
  long: string;
  /** the price range, in cents, of a set with a 3.75-inch king */
  price: { min: number; max: number };
  image: string;
}

const SET_MATERIALS: readonly Material[] = WORDS.setMaterials;

interface BoardFamily {
  styles: readonly string[];
  materials: readonly string[];
  squares: readonly number[];
  /** cents for a board of 2.25-inch squares */
  price: { min: number; max: number };
  image: string;
  kind: 'wood' | 'roll-up' | 'wall' | 'stone';
}

const BOARD_FAMILIES = WORDS.boardFamilies as readonly BoardFamily[];

interface BoardVariant {
  style: string;
  material: string;
  square: number;
  family: BoardFamily;
}

const BOARD_VARIANTS: readonly BoardVariant[] = BOARD_FAMILIES.flatMap((family) =>
  family.styles.flatMap((style) =>
    family.materials.flatMap((material) => family.squares.map((square) => ({ style, material, square, family }))),
  ),
);

// Not the ordinary seed's Duo and Arbiter: no generated clock may share a seeded clock's name.
const CLOCK_MODELS = WORDS.clockModels;
const CLOCK_SUFFIXES = WORDS.clockSuffixes;
const CLOCK_KINDS = WORDS.clockKinds;

const BOOK_ADJECTIVES = WORDS.bookAdjectives;
const BOOK_NOUNS = WORDS.bookNouns;

type BookTopic = 'openings' | 'endgames' | 'tactics' | 'strategy';
// None makes a seeded book's name with an adjective and a noun ("Pawn Structures for Club Players" would, with Quiet
// and Square).
const BOOK_SUBTITLES = WORDS.bookSubtitles as readonly { subtitle: string; topic: BookTopic }[];

const BOOK_ABOUT: Record<BookTopic, readonly string[]> = WORDS.bookAbout;

const BOOK_IMAGES: Record<BookTopic, string> = WORDS.bookImages;

const COLOURS = WORDS.colours;

interface AccessoryVariant {
  name: (brand: string) => string;
  describe: (dice: Dice) => string;
  price: readonly [number, number];
  image: string;
}

const ACCESSORY_VARIANTS: readonly AccessoryVariant[] = [
  ...(['Spiral', 'Hardback', 'Pocket', 'Stitched'] as const).flatMap((binding) =>
    ([50, 60, 80, 100, 120] as const).map((games): AccessoryVariant => ({
      name: (brand) => `${brand} ${binding} Scorebook for ${games} Games`,
      describe: (dice) =>
        `A ${binding.toLowerCase()} scorebook with ${games} scoresheets, each with room for ${dice.pick([60, 70, 80])} moves per side and fields for event, round, opening and result. ${dice.pick(
          [
            'The binding lies flat on the table, so writing between moves takes a moment.',
            'Heavy card covers survive a season in a tournament bag.',
            'A ribbon marker keeps your place between rounds.',
          ],
        )} ${dice.pick(['Notes pages at the back leave space for post-game analysis.', 'An index page lists every game by opponent and result.'])}`,
      price: [595, 1995],
      image: 'spiral-scorebook',
    })),
  ),
  ...(['Tournament Backpack', 'Club Bag', 'Canvas Chess Bag', 'Leather Chess Bag', 'Clock and Set Case', 'Shoulder Bag'] as const).flatMap(
    (bag) =>
      COLOURS.map((colour): AccessoryVariant => ({
        name: (brand) => `${brand} ${colour} ${bag}`,
        describe: (dice) =>
          `Made for weekend tournaments, with a padded section for a roll-up board, a quilted pouch for a set with a king up to ${dice.pick(['3.75', '4', '4.25'])} inches and a sleeve sized for a chess clock. ${dice.pick(
            [
              'It is made of water-resistant 600D polyester',
              'It is made of waxed cotton canvas',
              'It is made of full-grain leather that softens with use',
            ],
          )} and measures ${dice.int(15, 19)} x ${dice.int(10, 13)} x ${dice.int(4, 7)} inches. ${dice.pick(['Two side pockets hold a water bottle and a scorebook.', 'A notebook slot and a pen loop sit behind the front flap.'])}`,
        price: [2500, 8900],
        image: 'tournament-backpack',
      })),
  ),
  ...(['Cast-Iron', 'Bronze', 'Marble', 'Walnut', 'Brass', 'Resin'] as const).flatMap((material) =>
    (['Knight', 'Rook', 'King', 'Queen', 'Bishop'] as const).map((piece): AccessoryVariant => ({
      name: (brand) => `${brand} ${material} ${piece} Bookends (Pair)`,
      describe: (dice) =>
        `A pair of ${piece.toLowerCase()} bookends in ${material.toLowerCase()}, each ${dice.int(5, 9)} inches tall, with felt pads underneath to protect your shelves. ${dice.pick(
          [
            'They make a sturdy, handsome gift for a chess player with a growing library.',
            'Heavy enough to hold a full shelf of opening books upright.',
            'Each pair is finished by hand, so the grain and patina vary a little.',
          ],
        )}`,
      price: [3500, 12000],
      image: 'knight-bookends',
    })),
  ),
  ...(['Felt Piece Bag', 'Drawstring Piece Bag', 'Quilted Piece Roll'] as const).flatMap((bag) =>
    COLOURS.map((colour): AccessoryVariant => ({
      name: (brand) => `${brand} ${colour} ${bag}`,
      describe: (dice) =>
        `A ${colour.toLowerCase()} ${bag.toLowerCase()} that holds a full set with a king up to ${dice.pick(['3.5', '3.75', '4'])} inches, with ${dice.pick(['a separate pocket for each side', 'a soft lining that keeps the pieces from knocking together', 'a double drawstring that stays closed in a bag'])}. Machine washable and light enough to carry anywhere.`,
      price: [495, 1995],
      image: 'tournament-backpack',
    })),
  ),
  ...(['Café Échecs Espresso Mug', 'Checkmate Coffee Mug', 'Knight Fork Mug', 'En Passant Mug', 'Opening Book Mug'] as const).map(
    (mug): AccessoryVariant => ({
      name: (brand) => `${brand} ${mug}`,
      describe: (dice) =>
        `A ${dice.pick(['stoneware', 'porcelain', 'enamel'])} mug holding ${dice.pick([250, 300, 350])} ml, printed with a ${dice.pick(['Staunton knight', 'chessboard border', 'famous mating position'])} that survives the dishwasher. ${dice.pick(['A small present for the player who analyses over coffee.', 'Sold singly; order two for the board beside it.'])}`,
      price: [995, 2495],
      image: 'knight-bookends',
    }),
  ),
];

// ------------------------------------------------------------------------------------------------------ products

/**
 * Every 20 generated products: 5 sets, 4 boards, 2 clocks, 6 books and 3 accessories, spread through the list so
 * any page of it mixes the categories, as a shop adds them.
 */
const CATEGORY_CYCLE = WORDS.categoryCycle as readonly ProductCategory[];

type Generated = Pick<ScaleProduct, 'name' | 'description' | 'imageUrl' | 'price'>;
const productImage = (name: string) => `/images/products/${name}.svg`;

function chessSet(k: number, dice: Dice): Generated {
  const [b, s, m] = mixedRadix(scatter(k, BRANDS.length * SET_SERIES.length * SET_MATERIALS.length, 1), [
    BRANDS.length,
    SET_SERIES.length,
    SET_MATERIALS.length,
  ]);
  const brand = at(BRANDS, b ?? 0);
  const series = at(SET_SERIES, s ?? 0);
  const material = at(SET_MATERIALS, m ?? 0);
  const travel = series === 'Magnetic Travel';
  const king = travel ? dice.pick([1.5, 1.75, 2, 2.25, 2.5]) : dice.pick([2.75, 3, 3.25, 3.5, 3.75, 3.75, 4, 4, 4.25, 4.4]);
  const square = Math.round((king / 1.7) * 8) / 8;
  const size = king >= 3.75 ? 'full-size' : king >= 3 ? 'club-size' : 'compact';
  const name = dice.chance(0.5) ? `${brand} ${series} ${material.short} Chess Set` : `${brand} ${material.short} ${series} Chess Set`;
  const description = [
    `A ${size} ${travel ? 'magnetic travel' : `${PIECE_PATTERNS.has(series) ? series : 'Staunton'}-pattern`} set in ${material.long} with a ${inches(king)}-inch (${millimetres(king)} mm) king${dice.pick(
      [' and triple-weighted bases', ' and double-weighted bases', ', weighted and padded with green baize', ', padded with fine leather'],
    )}.`,
    travel
      ? 'Every piece has a magnet in its base, so the game stays put on trains, planes and car journeys.'
      : dice.pick([
          'The knights are hand-carved, so no two are quite alike.',
          'Each knight is carved by hand with a detailed mane.',
          'The pieces are turned on a lathe and finished in a satin lacquer.',
          'Two extra queens are included for promotions.',
        ]),
    dice.pick([
      'It ships in a wooden storage box with a fitted compartment for every piece.',
      'It comes in a felt-lined presentation box.',
      'A drawstring bag keeps the pieces together between games.',
      'It arrives in a sliding-lid box of beech.',
    ]),
    `It suits boards with ${inches(square)} to ${inches(square + 0.25)}-inch squares.`,
    dice.chance(0.4) ? `${brand} has made chess pieces since ${dice.int(1890, 2015)}.` : '',
  ];
  const factor = Math.min(1.6, Math.max(0.45, king / 3.75));
  return {
    name,
    description: description.filter(Boolean).join(' '),
    imageUrl: productImage(travel ? 'magnetic-travel-set' : material.image),
    price: shopPrice(dice, material.price.min * factor, material.price.max * factor),
  };
}

function chessBoard(k: number, dice: Dice): Generated {
  const [b, v] = mixedRadix(scatter(k, BRANDS.length * BOARD_VARIANTS.length, 2), [BRANDS.length, BOARD_VARIANTS.length]);
  const brand = at(BRANDS, b ?? 0);
  const { style, material, square, family } = at(BOARD_VARIANTS, v ?? 0);
  const border = family.kind === 'roll-up' ? 0.5 : dice.pick([0.75, 1, 1.25, 1.5]);
  const across = square * 8 + 2 * border;
  const name = `${brand} ${material} ${style} Chess Board, ${inches(square)}-inch Squares`;
  const finish: Record<BoardFamily['kind'], string> = {
    wood: `Hand-laid ${material.toLowerCase()} over a stable multi-ply core, finished in a ${dice.pick(['low-sheen lacquer that keeps glare off the squares', 'hand-rubbed oil', 'satin varnish'])}.`,
    'roll-up': `A ${material.toLowerCase()} board that rolls flat without curling, wipes clean and ${dice.pick(['weighs under a pound', 'fits in a tube in any bag', 'grips the table without sliding'])}.`,
    wall: `A ${material.toLowerCase()} board with a hanging rod and cord, so a coach can show positions to a whole classroom; a full set of magnetic pieces and spare queens comes with it.`,
    stone: `Cut from ${material.toLowerCase()}, polished and set on felt feet, it is a board to leave out on the table.`,
  };
  const description = [
    finish[family.kind],
    `The board is ${inches(Math.round(across))} inches (${Math.round(across * 2.54)} cm) across with ${inches(square)}-inch squares${dice.pick(
      [' and algebraic coordinates on every side', ' and a plain border for a classic look', ', with coordinates on two sides'],
    )}.`,
    style.includes('Folding') || style === 'Cabinet'
      ? `It ${style === 'Cabinet' ? 'has two drawers lined in felt' : 'folds in half with a brass clasp'} and holds pieces with a king up to ${inches(Math.min(4.4, Math.round(square * 1.7 * 4) / 4))} inches.`
      : `It pairs well with any set whose king stands about ${inches(Math.min(4.4, Math.round(square * 1.7 * 4) / 4))} inches tall.`,
  ];
  const factor = Math.max(0.5, square / 2.25);
  return {
    name,
    description: description.join(' '),
    imageUrl: productImage(family.image),
    price: shopPrice(dice, family.price.min * factor, family.price.max * factor),
  };
}

function chessClock(k: number, dice: Dice): Generated {
  const [b, m, s, c] = mixedRadix(scatter(k, CLOCK_BRANDS.length * CLOCK_MODELS.length * CLOCK_SUFFIXES.length * CLOCK_KINDS.length, 3), [
    CLOCK_BRANDS.length,
    CLOCK_MODELS.length,
    CLOCK_SUFFIXES.length,
    CLOCK_KINDS.length,
  ]);
  const brand = at(CLOCK_BRANDS, b ?? 0);
  const model = `${at(CLOCK_MODELS, m ?? 0)}${at(CLOCK_SUFFIXES, s ?? 0)}`;
  const { kind, price, image } = at(CLOCK_KINDS, c ?? 0);
  const name = `${brand} ${model} ${kind} Chess Clock`;
  const description =
    kind === 'Mechanical'
      ? [
          `A wind-up analogue clock in a ${dice.pick(['solid beech', 'walnut', 'mahogany', 'oak'])} case with two faces, push buttons on top and a red flag on each dial that falls as the minute hand passes twelve.`,
          'It needs no batteries and gives many years of service for classical and rapid games without increments.',
          `It measures ${dice.int(6, 8)} x ${dice.int(3, 5)} x ${dice.pick(['2', '2.5', '3'])} inches.`,
        ]
      : [
          `A ${kind === 'Tournament' ? 'tournament clock with a backlit display' : kind === 'Travel' ? 'pocket-sized digital clock' : 'dependable digital clock'} with Fischer increment, Bronstein delay and ${dice.int(2, 5)}-stage time controls, and ${dice.int(20, 60)} presets for blitz, rapid and classical play.`,
          dice.pick([
            'A move counter and a pause button make it easy to use in club matches.',
            'Stage changes follow the move counter, so 40 moves in 90 minutes then 30 more is set once.',
            'The tilting lever and heavy base keep it stable on crowded tables.',
          ]),
          dice.pick(['It runs for months on two AA batteries.', 'It charges over USB-C.', 'It runs for a season on one CR2032 cell.']),
        ];
  return { name, description: description.join(' '), imageUrl: productImage(image), price: shopPrice(dice, price.min, price.max) };
}

function book(k: number, dice: Dice): Generated {
  const [a, n, s] = mixedRadix(scatter(k, BOOK_ADJECTIVES.length * BOOK_NOUNS.length * BOOK_SUBTITLES.length, 4), [
    BOOK_ADJECTIVES.length,
    BOOK_NOUNS.length,
    BOOK_SUBTITLES.length,
  ]);
  const { subtitle, topic } = at(BOOK_SUBTITLES, s ?? 0);
  const name = `The ${at(BOOK_ADJECTIVES, a ?? 0)} ${at(BOOK_NOUNS, n ?? 0)}: ${subtitle}`;
  const hardcover = dice.chance(0.25);
  const low = dice.pick([800, 1000, 1200, 1400, 1600]);
  const description = [
    `${person(dice)} ${dice.pick(BOOK_ABOUT[topic])}.`,
    dice.pick([
      'Every chapter ends with exercises and fully explained solutions.',
      'Each chapter pairs two annotated model games with a short list of plans for both sides.',
      'Key positions are given as diagrams, so it can be read without a board.',
      `A foreword by ${person(dice)} recalls the author’s years at the Café Échecs club.`,
    ]),
    `${hardcover ? 'Hardcover' : 'Paperback'}, ${dice.int(16, 48) * 10} pages, for players rated roughly ${low} to ${low + dice.pick([500, 700, 900])}.`,
  ];
  return {
    name,
    description: description.join(' '),
    imageUrl: productImage(BOOK_IMAGES[topic]),
    price: shopPrice(dice, 1295 + (hardcover ? 1000 : 0), 3995 + (hardcover ? 1000 : 0)),
  };
}

function accessory(k: number, dice: Dice): Generated {
  const [b, v] = mixedRadix(scatter(k, BRANDS.length * ACCESSORY_VARIANTS.length, 5), [BRANDS.length, ACCESSORY_VARIANTS.length]);
  const variant = at(ACCESSORY_VARIANTS, v ?? 0);
  return {
    name: variant.name(at(BRANDS, b ?? 0)),
    description: variant.describe(dice),
    imageUrl: productImage(variant.image),
    price: shopPrice(dice, variant.price[0], variant.price[1]),
  };
}

const MAKE: Record<ProductCategory, (k: number, dice: Dice) => Generated> = {
  'Chess Sets': chessSet,
  'Chess Boards': chessBoard,
  'Chess Clocks': chessClock,
  Books: book,
  Accessories: accessory,
};

const LANDMARK_PRODUCTS: readonly (Generated & { category: ProductCategory })[] = [
  {
    name: SCALE_LANDMARKS.products[0].name,
    description:
      'A tournament board in walnut and maple veneers named after the position where every move makes things worse: 2.25-inch squares, a 20-inch playing surface and a satin finish that keeps glare off the squares.',
    imageUrl: productImage('walnut-maple-board'),
    price: 14900,
    category: 'Chess Boards',
  },
  {
    name: SCALE_LANDMARKS.products[1].name,
    description:
      'A Regency-pattern set in Indian rosewood and boxwood with a 4-inch (102 mm) king, made in a small French workshop; triple-weighted, padded with green baize and boxed in beech.',
    imageUrl: productImage('heirloom-staunton-set'),
    price: 27500,
    category: 'Chess Sets',
  },
  {
    name: SCALE_LANDMARKS.products[2].name,
    description:
      'A digital clock for players who live on the increment: Fischer, Bronstein and simple delay, five-stage controls, a move counter and a display readable from across the hall. It runs for months on two AA batteries.',
    imageUrl: productImage('tickwell-duo-clock'),
    price: 5995,
    category: 'Chess Clocks',
  },
  {
    name: SCALE_LANDMARKS.products[3].name,
    description:
      'A club player’s diary of one long tournament by the lake, round by round: the preparation, the quiet moves that won and the hasty ones that did not, with 40 annotated games. Paperback, 264 pages.',
    imageUrl: productImage('book-quiet-square'),
    price: 2495,
    category: 'Books',
  },
  {
    name: SCALE_LANDMARKS.products[4].name,
    description:
      'A small stoneware espresso cup for the spectator who cannot help suggesting moves, printed with a knight on a chequered band. Dishwasher safe, 90 ml.',
    imageUrl: productImage('knight-bookends'),
    price: 1495,
    category: 'Accessories',
  },
];

/** The generated product `n` (0-based, after the ordinary seed's): the same row for the same `n`, always. */
export function scaleProduct(n: number): ScaleProduct {
  const dice = new Dice(STREAMS.products, n);
  const createdAt = instant(PRODUCTS_EPOCH, n * 45 * MINUTE + dice.int(0, 44) * MINUTE + dice.int(0, 59) * 1000);
  const landmark = LANDMARK_PRODUCTS[n];
  let item: Generated & { category: ProductCategory };
  if (landmark) item = landmark;
  else {
    const m = n - LANDMARK_PRODUCTS.length;
    const slot = m % CATEGORY_CYCLE.length;
    const category = at(CATEGORY_CYCLE, slot);
    const perCycle = CATEGORY_CYCLE.filter((c) => c === category).length;
    const before = CATEGORY_CYCLE.slice(0, slot).filter((c) => c === category).length;
    const k = Math.floor(m / CATEGORY_CYCLE.length) * perCycle + before;
    item = { ...MAKE[category](k, dice), category };
  }
  return { ...item, stock: stockLevel(dice, item.price), createdAt, updatedAt: createdAt };
}

// ------------------------------------------------------------------------------------------------------- lessons

const LESSON_TOPICS: Record<LessonCategory, readonly string[]> = WORDS.lessonTopics;

const LESSON_FORMATS: readonly ((topic: string) => string)[] = [
  (topic) => `${topic} in Practice`,
  (topic) => `${topic}: A Practical Guide`,
  (topic) => `${topic} for Club Players`,
  (topic) => `${topic} Workshop`,
  (topic) => `Mastering ${topic.replace(/^The /, 'the ')}`,
  (topic) => `${topic}: Model Games`,
  (topic) => `Understanding ${topic.replace(/^The /, 'the ')}`,
  (topic) => `${topic} Drills`,
  (topic) => `Café Sessions: ${topic}`,
  (topic) => `${topic}, Step by Step`,
];

const LEVEL_PHRASES = WORDS.levelPhrases;

const CATEGORY_PARAGRAPHS: Record<LessonCategory, readonly string[]> = WORDS.lessonParagraphs;

const COACHES = WORDS.coaches;

/** The seeded courses by category: the chapters a generated course of that category can play. */
function donorsOf(category: LessonCategory): number[] {
  return seedLessons.flatMap((lesson, index) => (lesson.category === category && COURSE_CHAPTERS[index + 1]?.length ? [index + 1] : []));
}

/** The generated course `n` (0-based, after the ordinary seed's). */
export function scaleLesson(n: number): ScaleLesson {
  const dice = new Dice(STREAMS.lessons, n);
  let title: string;
  let topic: string;
  let category: LessonCategory;
  let chaptersOf: number;
  if (n === 0) {
    title = SCALE_LANDMARKS.lessons[0].title;
    topic = 'the in-between move';
    category = 'Tactics';
    chaptersOf = 21; // Calculation Technique: an in-between move is what calculation most often misses
  } else {
    const m = n - 1;
    category = at(LESSON_CATEGORIES, m % LESSON_CATEGORIES.length);
    const topics = LESSON_TOPICS[category];
    const [t, f] = mixedRadix(
      scatter(Math.floor(m / LESSON_CATEGORIES.length), topics.length * LESSON_FORMATS.length, m % LESSON_CATEGORIES.length),
      [topics.length, LESSON_FORMATS.length],
    );
    topic = at(topics, t ?? 0);
    title = at(LESSON_FORMATS, f ?? 0)(topic);
    chaptersOf = dice.pick(donorsOf(category));
  }
  const donor = at(seedLessons, chaptersOf - 1);
  const chapters = COURSE_CHAPTERS[chaptersOf] ?? [];
  // In a sentence: openings keep their names' capitals (the Ruy Lopez), other topics are common nouns.
  const lower = category === 'Openings' ? topic.replace(/^The /, 'the ') : topic.toLowerCase();
  const coach = dice.pick(COACHES);
  const content = [
    `${capitalise(lower)} is one of the ideas that ${LEVEL_PHRASES[donor.level]}. In this course ${coach} works through it with short explanations, model positions and exercises you solve on the board.`,
    ...CATEGORY_PARAGRAPHS[category].filter(() => dice.chance(0.75)),
    `Each of the ${chapters.length} chapters starts from a position taken from ${dice.pick([
      'club games',
      'master games',
      'our Café Sessions',
      'games played at the Müller Open',
      'the Kingside Academy ladder',
    ])}, explains the idea in a few lines and then asks you to find the key moves yourself. If a move is wrong, the hint points you back to what matters in the position.`,
    `By the end you will ${dice.pick([
      `recognise ${lower} in your own games and know what to do about it`,
      `handle ${lower} with confidence at the board`,
      `have a short checklist for ${lower} that works under time pressure`,
    ])}.`,
  ];
  const createdAt = instant(LESSONS_EPOCH, n * DAY + dice.int(0, 600) * MINUTE);
  return {
    title,
    description: `${dice.pick([
      `A ${donor.level} course on ${lower}`,
      `${capitalise(lower)} for ${donor.level} players`,
      `Learn ${lower} through ${chapters.length} chapters`,
    ])}: ${dice.pick(['clear explanations, model positions and exercises on the board.', 'the key ideas, the typical mistakes and how to avoid them.', 'what to look for, and how to practise it at home.'])}`,
    imageUrl: donor.imageUrl,
    level: donor.level,
    lessonCount: chapters.length,
    content: content.join('\n'),
    category,
    recommendedProductIds: JSON.stringify(donor.recommendedProductIds),
    chaptersOf,
    createdAt,
    updatedAt: createdAt,
  };
}

// ------------------------------------------------------------------------------------------------------ articles

const ARTICLE_TOPICS: Record<BlogCategory, readonly string[]> = WORDS.articleTopics;

/** Title case for a headline: every word capitalised but the short ones (the, of, on…), as the seed's articles are. */
const SMALL_WORDS = new Set(WORDS.headlineSmallWords);
const headline = (text: string) =>
  capitalise(
    text
      .replace(/[\p{L}’]+(?:-[\p{L}’]+)*/gu, (word) => (SMALL_WORDS.has(word) ? word : word.split('-').map(capitalise).join('-')))
      .replace(/: \p{Ll}/gu, (start) => start.toUpperCase()),
  );

const ARTICLE_TITLES: readonly ((topic: string) => string)[] = [
  (topic) => `${topic}: What Club Players Miss`,
  (topic) => `Why ${topic} Decides So Many Games`,
  (topic) => `A Practical Guide to ${topic}`,
  (topic) => `${topic} in Five Positions`,
  (topic) => `Five Myths about ${topic}`,
  (topic) => `What Our Students Taught Us about ${topic}`,
  (topic) => `Notes from the Café: ${topic}`,
  (topic) => `${topic}, Explained Simply`,
  (topic) => `Coaching Notes on ${topic}`,
  (topic) => `${topic} at Club Level`,
  (topic) => `Revisiting ${topic}`,
  (topic) => `${topic}: A Reader’s Question`,
  (topic) => `Three Games on ${topic}`,
  (topic) => `Getting Started with ${topic}`,
];

/** The middle of an article: the chess categories share the courses' advice, the others have their own. */
const ARTICLE_PARAGRAPHS: Record<BlogCategory, readonly string[]> = {
  Strategy: CATEGORY_PARAGRAPHS.Strategy,
  Openings: CATEGORY_PARAGRAPHS.Openings,
  Endgames: CATEGORY_PARAGRAPHS.Endgames,
  Tactics: CATEGORY_PARAGRAPHS.Tactics,
  ...WORDS.articleParagraphs,
};

const ARTICLE_IMAGES: Record<BlogCategory, string[]> = Object.fromEntries(
  BLOG_CATEGORIES.map((category) => [category, seedBlogPosts.filter((post) => post.category === category).map((post) => post.imageUrl)]),
) as Record<BlogCategory, string[]>;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The generated article `n` (0-based, after the ordinary seed's): published every other day from 2018 on. */
export function scaleBlogPost(n: number): ScaleBlogPost {
  const dice = new Dice(STREAMS.blogPosts, n);
  let title: string;
  let topic: string;
  let category: BlogCategory;
  if (n === 0) {
    title = SCALE_LANDMARKS.blogPosts[0].title;
    topic = 'the coffee house where Philidor and Morphy played';
    category = 'History';
  } else {
    const m = n - 1;
    category = at(BLOG_CATEGORIES, m % BLOG_CATEGORIES.length);
    const topics = ARTICLE_TOPICS[category];
    const [t, f] = mixedRadix(
      scatter(Math.floor(m / BLOG_CATEGORIES.length), topics.length * ARTICLE_TITLES.length, m % BLOG_CATEGORIES.length),
      [topics.length, ARTICLE_TITLES.length],
    );
    topic = at(topics, t ?? 0);
    title = headline(at(ARTICLE_TITLES, f ?? 0)(topic));
  }
  const author = person(dice);
  const published = ARTICLES_EPOCH + (n * 2 + dice.int(0, 1)) * DAY;
  const sources = dice.pick(['our club evenings', 'the Café Échecs rapid nights', 'readers’ games', 'our online classes']);
  const opening: Record<BlogCategory, string> = {
    Strategy: '',
    Openings: '',
    Endgames: '',
    Tactics: '',
    Psychology: `Ask a room of club players what cost them their last lost game and many will name ${topic} before any opening or endgame. This article collects what we tell our students, with examples from ${sources}.`,
    History: `The story of ${topic} is told often, and usually in a hurry. Here we go back to the games and the sources, from ${dice.pick(['old tournament books', 'the club’s library', 'nineteenth-century magazines', 'the archives of the Café Échecs club'])}.`,
  };
  const content = [
    opening[category] ||
      `${dice.pick(['Every season', 'Every few weeks', 'Sooner or later'])} a student brings us a game that turned on ${topic}, and the question is always the same: how should I have known? This article collects what we answer, with positions from ${sources}.`,
    ...ARTICLE_PARAGRAPHS[category].filter(() => dice.chance(0.6)),
    category === 'Psychology'
      ? 'What happens at the board depends as much on the player as on the position. Sleep, food, the clock and the result of the last round all leave their mark, and the players who last are the ones who plan for them.'
      : category === 'History'
        ? 'The players of the past had no engines and few books, yet many of their ideas still stand. Reading their games with a modern eye shows both what they understood and what they could not yet know.'
        : 'Set the positions up on a real board, cover the moves and try to find them yourself before reading on; then play the positions out against a friend.',
    `${author} ${dice.pick(['coaches at Kingside Academy', 'writes for the Kingside blog', 'is a member of the Café Échecs club', 'plays for the Müller Open team'])} and ${dice.pick(['answers readers’ questions every month', 'teaches our intermediate courses', 'has played in club leagues for twenty years'])}.`,
  ];
  const createdAt = instant(published, 9 * 60 * MINUTE + dice.int(0, 240) * MINUTE);
  return {
    title,
    excerpt: `${
      category === 'History'
        ? `A closer look at ${topic}, and what today’s players can still learn from it.`
        : dice.pick([
            `${capitalise(topic)} in real games: what to look for and what to do about it.`,
            `A closer look at ${topic}, with the positions our students ask about most.`,
            `What club players get wrong about ${topic}, and how to put it right.`,
          ])
    } By ${author}.`,
    content: content.join('\n'),
    imageUrl: dice.pick(ARTICLE_IMAGES[category]),
    category,
    publishedDate: isoDate(published),
    createdAt,
    updatedAt: createdAt,
  };
}

// ------------------------------------------------------------------------------------------------------- puzzles

/** The rating range of the proved set (puzzles.rules.test.ts), which generated puzzles keep too. */
const PUZZLE_RATING = { min: 600, max: 2400, spread: 400 } as const;
/** Fixed, like every other date here: a generated puzzle's row says when nothing in particular happened. */
const PUZZLES_EPOCH = Date.UTC(2024, 5, 3, 6, 0, 0);

/**
 * Generated puzzle n (0-based) as the database holds it: the proved set's puzzle n mod its size, with its own id and
 * a rating of its own (see the header). A function of n and the set alone.
 */
export function scalePuzzle(n: number): InferCreationAttributes<PuzzleModel> {
  const original = at(PUZZLES, n % PUZZLES.length);
  const dice = new Dice(STREAMS.puzzles, n);
  const rating = Math.min(
    PUZZLE_RATING.max,
    Math.max(PUZZLE_RATING.min, original.rating + dice.int(-PUZZLE_RATING.spread, PUZZLE_RATING.spread)),
  );
  return puzzleRow({ ...original, id: SCALE_PUZZLE_BASE + n, rating }, instant(PUZZLES_EPOCH, n * MINUTE));
}

// ------------------------------------------------------------------------------------------------------- writing

/** Rows per INSERT, and per transaction: one statement stays far below SQLite's and MariaDB's size limits. */
const CHUNK = 500;

export interface ScaleSeedResult {
  /** rows this run added, per table */
  added: { products: number; lessons: number; lessonChapters: number; blogPosts: number; puzzles: number };
  /** rows in each table afterwards (puzzles: the generated ones) */
  totals: Required<ScaleTotals>;
}

/**
 * Adds the generated rows `from` ≤ n < `to` to `table`, CHUNK at a time, each chunk one transaction with explicit
 * ids following the table's highest (a chunk either lands whole or not at all, so counting the rows tells where a
 * run stopped). `extra` writes a chunk's dependent rows (the courses' chapters) in the same transaction.
 */
async function addRows<Row extends object>(
  db: Database,
  table: { max(field: 'id', options: { transaction: Transaction }): Promise<unknown> },
  range: { from: number; to: number },
  generate: (n: number) => Row,
  insert: (rows: (Row & { id: number })[], transaction: Transaction) => Promise<void>,
): Promise<number> {
  let written = 0;
  for (let start = range.from; start < range.to; start += CHUNK) {
    const end = Math.min(range.to, start + CHUNK);
    await db.sequelize.transaction(async (transaction) => {
      const highest = Number((await table.max('id', { transaction })) ?? 0);
      const rows: (Row & { id: number })[] = [];
      for (let n = start; n < end; n++) rows.push({ ...generate(n), id: highest + 1 + n - start });
      await insert(rows, transaction);
    });
    written += end - start;
  }
  return written;
}

/**
 * Fills a migrated database to `totals` (the ordinary seed's catalogue first, as at every start of the api), adding
 * only the rows that are missing: generated row n of a table is its (ordinary seed + n + 1)-th row, so a table that
 * has k rows gets rows n = k − seed … totals − seed − 1. Meant for a database holding the seed's rows and the scale
 * seed's own: rows added by hand are counted as if generated. The administrator is the api's to create at its start
 * (it needs ADMIN_EMAIL and ADMIN_PASSWORD), so it is left alone here.
 */
export async function seedScale(db: Database, totals: ScaleTotals = SCALE_TOTALS): Promise<ScaleSeedResult> {
  await seedCatalogue(db);
  await seedChapters(db);
  await seedPuzzles(db, PUZZLES);
  const { Product, Lesson, LessonChapter, BlogPost } = db.models;
  const range = async (model: { count(): Promise<number> }, seeded: number, total: number) => {
    const count = await model.count();
    return { from: Math.max(0, count - seeded), to: Math.max(0, total - seeded), needed: count < total };
  };
  const added = { products: 0, lessons: 0, lessonChapters: 0, blogPosts: 0, puzzles: 0 };

  const products = await range(Product, seedProducts.length, totals.products);
  if (products.needed) {
    added.products = await addRows(db, Product, products, scaleProduct, async (rows, transaction) => {
      await Product.bulkCreate(rows, { transaction });
    });
  }
  const lessons = await range(Lesson, seedLessons.length, totals.lessons);
  if (lessons.needed) {
    added.lessons = await addRows(db, Lesson, lessons, scaleLesson, async (rows, transaction) => {
      await Lesson.bulkCreate(
        rows.map(({ chaptersOf: _chaptersOf, ...lesson }) => lesson),
        { transaction },
      );
      const chapters = rows.flatMap((lesson) =>
        (COURSE_CHAPTERS[lesson.chaptersOf] ?? []).map((chapter) => toChapterRow(lesson.id, chapter, lesson.createdAt)),
      );
      await LessonChapter.bulkCreate(chapters, { transaction });
      added.lessonChapters += chapters.length;
    });
  }
  const posts = await range(BlogPost, seedBlogPosts.length, totals.blogPosts);
  if (posts.needed) {
    added.blogPosts = await addRows(db, BlogPost, posts, scaleBlogPost, async (rows, transaction) => {
      await BlogPost.bulkCreate(rows, { transaction });
    });
  }

  added.puzzles = await addPuzzles(db, totals.puzzles ?? 0);

  // This process's caches only (a test's app over the same database); a running api keeps its own until its next
  // catalogue write or restart, and reads its puzzles' ratings again within CHOICE_INDEX_REFRESH_MS (choiceIndex.ts).
  if (added.products + added.lessons + added.blogPosts > 0) invalidateCatalogue(db);
  if (added.puzzles > 0) puzzleStore(db).clear();
  return {
    added,
    totals: {
      products: await Product.count(),
      lessons: await Lesson.count(),
      blogPosts: await BlogPost.count(),
      puzzles: await generatedPuzzles(db),
    },
  };
}

/** How many generated puzzles the database holds (ids from SCALE_PUZZLE_BASE on). */
const generatedPuzzles = (db: Database): Promise<number> => db.models.Puzzle.count({ where: { id: { [Op.gte]: SCALE_PUZZLE_BASE } } });

/**
 * Adds generated puzzles up to `total`, CHUNK at a time, each chunk's puzzles and their puzzle_themes rows (what GET
 * /api/puzzles/next walks) in one transaction: a run that stopped resumes at the next missing n.
 */
async function addPuzzles(db: Database, total: number): Promise<number> {
  const { Puzzle, PuzzleTheme } = db.models;
  const from = await generatedPuzzles(db);
  for (let start = from; start < total; start += CHUNK) {
    const rows = Array.from({ length: Math.min(total, start + CHUNK) - start }, (_, k) => scalePuzzle(start + k));
    await db.sequelize.transaction(async (transaction) => {
      await Puzzle.bulkCreate(rows, { transaction });
      await PuzzleTheme.bulkCreate(puzzleThemeRows(rows), { transaction });
    });
  }
  return Math.max(0, total - from);
}

/**
 * The database the api would open: loadConfig's own rule (DATABASE_URL, else api/var/kingside.sqlite). The secrets it
 * requires in production, or makes up in development, play no part here; placeholders keep it from asking for them
 * or writing a development key.
 */
export function scaleDatabaseUrl(env: Env = process.env): string {
  const placeholder = 'scale-seed';
  return loadConfig(
    { ...env, SESSION_SECRET: placeholder, SECRETS_KEY: placeholder, ADMIN_EMAIL: placeholder, ADMIN_PASSWORD: placeholder },
    false,
  ).databaseUrl;
}

/** Opens and migrates the database at `databaseUrl`, fills it to `totals`, closes it. */
export async function runScaleSeed(databaseUrl: string, totals: ScaleTotals = SCALE_TOTALS): Promise<ScaleSeedResult> {
  const db = await openDatabase(databaseUrl, { poolMax: 2 });
  try {
    return await seedScale(db, totals);
  } finally {
    await db.close();
  }
}
