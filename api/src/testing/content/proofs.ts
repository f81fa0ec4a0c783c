/**
 * The content proofs' manifest (issue 41): for every course chapter and every puzzle, a hash of exactly what
 * engineCheck.ts's checkExercise reads and the depth Stockfish proved it at. `npm run prove` (./prove.ts) proves what
 * changed and writes the manifest; proofs.test.ts, in every test run, recomputes the hashes from the content (no
 * engine, a fraction of a second) and fails when the manifest does not match.
 *
 * The manifest lives here, beside the proof rules, because tsconfig.build.json leaves `testing` folders out of the
 * api's build: a JSON file elsewhere under api/src would be copied into dist.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Chapter } from '@kingside/contracts';
import { acceptedMoves } from '@kingside/contracts/api';
import type { Puzzle } from '@kingside/contracts/training';
import { ENGINE_DEPTH } from '../../training/puzzles/content/engineDepth';
import { LINE_TOLERANCE_CP, LOST_CP, REPLY_TOLERANCE_CP, UNIQUE_MARGIN_CP } from './engineCheck';
import { claimsMate } from './rules';
import { ENGINE_SCRIPT } from './uciEngine';

export { ENGINE_DEPTH };

export const MANIFEST_PATH = path.join(__dirname, 'content-proofs.json');

/** One exercise to prove: a course chapter or a puzzle (in the shape checkExercise reads). */
export type ProofSubject =
  | { kind: 'chapter'; course: number; number: number; label: string; chapter: Chapter }
  | { kind: 'puzzle'; id: number; label: string; chapter: Chapter };

export interface ChapterRecord {
  course: number;
  chapter: number;
  hash: string;
  depth: number;
}

export interface PuzzleRecord {
  id: number;
  hash: string;
  depth: number;
}

/**
 * What a proof holds for besides the content: the engine and checkExercise's thresholds. When either changes, every
 * entry has to be proved again.
 */
export interface ProofTerms {
  engine: string;
  uniqueMarginCp: number;
  lineToleranceCp: number;
  replyToleranceCp: number;
  lostCp: number;
}

export interface Manifest {
  note: string;
  terms: ProofTerms;
  chapters: ChapterRecord[];
  puzzles: PuzzleRecord[];
}

export const MANIFEST_NOTE =
  'Written by `npm run prove` (api/src/testing/content/prove.ts), checked by proofs.test.ts: do not edit by hand.';

function stockfishVersion(): string {
  const manifest = JSON.parse(readFileSync(require.resolve('stockfish/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export function currentTerms(): ProofTerms {
  return {
    engine: `stockfish ${stockfishVersion()} (${path.basename(ENGINE_SCRIPT)})`,
    uniqueMarginCp: UNIQUE_MARGIN_CP,
    lineToleranceCp: LINE_TOLERANCE_CP,
    replyToleranceCp: REPLY_TOLERANCE_CP,
    lostCp: LOST_CP,
  };
}

/** A puzzle in the shape checkExercise reads: a chapter whose exercise is the puzzle, kind tactic. */
export const puzzleAsChapter = (puzzle: Puzzle): Chapter => ({
  number: puzzle.id,
  title: `Puzzle ${puzzle.id}`,
  text: [],
  fen: puzzle.fen,
  orientation: puzzle.fen.split(' ')[1] === 'w' ? 'white' : 'black',
  exercise: {
    prompt: puzzle.prompt,
    solution: puzzle.solution,
    hint: puzzle.hint,
    kind: 'tactic',
    ...(puzzle.alternatives ? { alternatives: puzzle.alternatives } : {}),
  },
});

const chapterLabel = (course: number, chapter: number): string => `course ${course} chapter ${chapter}`;
const puzzleLabel = (id: number): string => `puzzle ${id}`;

/** "0/course/chapter" or "1/id": an entry's identity in the manifest. */
export const subjectKey = (subject: { kind: 'chapter'; course: number; number: number } | { kind: 'puzzle'; id: number }): string =>
  subject.kind === 'chapter' ? `0/${subject.course}/${subject.number}` : `1/${subject.id}`;

/** Every chapter of every course (by course id, then chapter number), then every puzzle (by id). */
export function proofSubjects(courses: Record<number, Chapter[]>, puzzles: Puzzle[]): ProofSubject[] {
  const chapters = Object.entries(courses)
    .flatMap(([id, list]) => list.map((chapter) => ({ course: Number(id), chapter })))
    .sort((a, b) => a.course - b.course || a.chapter.number - b.chapter.number)
    .map(({ course, chapter }): ProofSubject => ({
      kind: 'chapter',
      course,
      number: chapter.number,
      label: chapterLabel(course, chapter.number),
      chapter,
    }));
  const rest = [...puzzles]
    .sort((a, b) => a.id - b.id)
    .map((puzzle): ProofSubject => ({ kind: 'puzzle', id: puzzle.id, label: puzzleLabel(puzzle.id), chapter: puzzleAsChapter(puzzle) }));
  return [...chapters, ...rest];
}

/**
 * Exactly what checkExercise reads: the position, the kind, whether the prompt claims mate (not its wording), and at
 * each step the move played and the moves accepted there (the solution's learner move and its alternatives). Hints,
 * texts, titles, themes and ratings are not part of a proof.
 */
export function proofInput(chapter: Chapter): unknown {
  const { exercise } = chapter;
  return {
    fen: chapter.fen,
    kind: exercise.kind ?? 'tactic',
    mateClaimed: claimsMate(exercise.prompt),
    steps: exercise.solution.map((san, index) => ({ san, accepted: acceptedMoves(exercise, index) })),
  };
}

/** JSON with every object's keys sorted, so that a hash does not depend on how the content was written. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first 16 hex digits (64 bits) of the SHA-256 of the canonical proof input. */
export const proofHash = (chapter: Chapter): string =>
  createHash('sha256')
    .update(canonicalJson(proofInput(chapter)))
    .digest('hex')
    .slice(0, 16);

/** The manifest, or null when there is none or it is not JSON (a merge conflict in it, say). */
export function readManifest(file = MANIFEST_PATH): Manifest | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return JSON.parse(text) as Manifest;
  } catch {
    return null;
  }
}

export interface ProofRecord {
  /** "course 3 chapter 2", "puzzle 17" */
  label: string;
  hash: string;
  depth: number;
}

/** The manifest's entries by subject key (subjectKey). */
export function manifestRecords(manifest: Manifest | null): Map<string, ProofRecord> {
  const records = new Map<string, ProofRecord>();
  for (const r of manifest?.chapters ?? []) {
    records.set(subjectKey({ kind: 'chapter', course: r.course, number: r.chapter }), {
      label: chapterLabel(r.course, r.chapter),
      hash: r.hash,
      depth: r.depth,
    });
  }
  for (const r of manifest?.puzzles ?? []) {
    records.set(subjectKey({ kind: 'puzzle', id: r.id }), { label: puzzleLabel(r.id), hash: r.hash, depth: r.depth });
  }
  return records;
}

const termsText = (terms: ProofTerms | undefined): string => (terms ? canonicalJson(terms) : '(none)');

/** Whether the manifest's proofs were made on the current terms (engine and thresholds). */
export const sameTerms = (manifest: Manifest | null, terms = currentTerms()): boolean =>
  manifest !== null && termsText(manifest.terms) === termsText(terms);

/** Why `record` is not a proof of `subject` as it is now at `depth`, or null when it is. */
export function staleReason(record: ProofRecord | undefined, subject: ProofSubject, depth = ENGINE_DEPTH): string | null {
  if (!record) return 'not in the manifest';
  if (record.hash !== proofHash(subject.chapter)) return 'changed since it was proved';
  if (!(record.depth >= depth)) return `proved at depth ${record.depth}, below ENGINE_DEPTH ${depth}`;
  return null;
}

/** Everything in which the manifest and the content disagree, one sentence each; empty when every proof is current. */
export function manifestProblems(
  manifest: Manifest | null,
  subjects: ProofSubject[],
  depth = ENGINE_DEPTH,
  terms = currentTerms(),
): string[] {
  if (!manifest) return [`${path.basename(MANIFEST_PATH)} is missing or is not JSON`];
  const problems: string[] = [];
  if (!sameTerms(manifest, terms)) {
    problems.push(
      `the proofs were made on ${termsText(manifest.terms)}, the terms are now ${termsText(terms)}: every entry is out of date`,
    );
  }
  const records = manifestRecords(manifest);
  const listed = (manifest.chapters?.length ?? 0) + (manifest.puzzles?.length ?? 0);
  if (listed !== records.size) problems.push(`the manifest lists ${listed - records.size} entries more than once`);
  const keys = new Set<string>();
  for (const subject of subjects) {
    const key = subjectKey(subject);
    keys.add(key);
    const reason = staleReason(records.get(key), subject, depth);
    if (reason) problems.push(`${subject.label}: ${reason}`);
  }
  for (const [key, record] of records) if (!keys.has(key)) problems.push(`${record.label}: in the manifest but no longer in the content`);
  return problems;
}

/** The manifest holding `records` (subject key to proof), in the content's order: chapters by course and number, then puzzles by id. */
export function buildManifest(records: Map<string, ProofRecord>, terms = currentTerms()): Manifest {
  const chapters: ChapterRecord[] = [];
  const puzzles: PuzzleRecord[] = [];
  for (const [key, { hash, depth }] of records) {
    const [kind, a, b] = key.split('/').map(Number) as [number, number, number];
    if (kind === 0) chapters.push({ course: a, chapter: b, hash, depth });
    else puzzles.push({ id: a, hash, depth });
  }
  chapters.sort((x, y) => x.course - y.course || x.chapter - y.chapter);
  puzzles.sort((x, y) => x.id - y.id);
  return { note: MANIFEST_NOTE, terms, chapters, puzzles };
}
