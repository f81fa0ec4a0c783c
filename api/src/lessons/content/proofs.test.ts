/**
 * Issue 41, "content proofs run when content changes": Stockfish proves the chapters and the puzzles only when they
 * change (`npm run prove`, ./testing/prove.ts, which writes ./testing/content-proofs.json). This test, in every run,
 * recomputes each exercise's hash from the content, with no engine, and fails when the manifest does not hold a
 * current proof of it at ENGINE_DEPTH. The proof rule itself is tested by ./testing/engineCheck.test.ts.
 */
import path from 'node:path';
import type { Chapter } from '@kingside/contracts';
import { PUZZLES } from '../../training/puzzles/content';
import { COURSE_CHAPTERS } from './index';
import {
  buildManifest,
  currentTerms,
  ENGINE_DEPTH,
  MANIFEST_PATH,
  manifestProblems,
  proofHash,
  proofSubjects,
  readManifest,
  subjectKey,
  type Manifest,
  type ProofSubject,
} from '../../testing/content/proofs';

const subjects = proofSubjects(COURSE_CHAPTERS, PUZZLES);
const SHOWN = 40;

it('the manifest holds a current proof of every chapter and puzzle', () => {
  const problems = manifestProblems(readManifest(), subjects);
  if (problems.length === 0) return;
  const listed = problems.slice(0, SHOWN).map((problem) => `- ${problem}`);
  if (problems.length > SHOWN) listed.push(`- and ${problems.length - SHOWN} more`);
  throw new Error(
    `${path.relative(process.cwd(), MANIFEST_PATH)} does not prove the content as it is: run npm run prove ` +
      `(Stockfish proves only what changed, then the script rewrites the manifest).\n${listed.join('\n')}`,
  );
});

describe('the manifest check', () => {
  /** A manifest that proves `proved` as it is, made without an engine. */
  const manifestOf = (proved: ProofSubject[], depth = ENGINE_DEPTH): Manifest =>
    buildManifest(new Map(proved.map((s) => [subjectKey(s), { label: s.label, hash: proofHash(s.chapter), depth }])));
  const puzzle = PUZZLES[0]!;
  const withPuzzle = (change: Partial<typeof puzzle>) =>
    proofSubjects(
      COURSE_CHAPTERS,
      PUZZLES.map((p) => (p.id === puzzle.id ? { ...p, ...change } : p)),
    );

  it('accepts a manifest that proves the content as it is', () => {
    expect(manifestProblems(manifestOf(subjects), subjects)).toEqual([]);
  });

  it('names a puzzle whose solution, position or accepted moves changed', () => {
    const manifest = manifestOf(subjects);
    const changed = [`puzzle ${puzzle.id}: changed since it was proved`];
    expect(manifestProblems(manifest, withPuzzle({ solution: [...puzzle.solution.slice(0, -1), 'Kh1'] }))).toEqual(changed);
    expect(manifestProblems(manifest, withPuzzle({ fen: puzzle.fen.replace(/ \d+$/, ' 99') }))).toEqual(changed);
    expect(manifestProblems(manifest, withPuzzle({ alternatives: { 0: ['Qh5'] } }))).toEqual(changed);
  });

  it('names a chapter whose kind changed, or whose prompt stops claiming mate', () => {
    const manifest = manifestOf(subjects);
    const [course, chapters] = Object.entries(COURSE_CHAPTERS)[0]!;
    const first = chapters[0]!;
    const edit = (exercise: Partial<Chapter['exercise']>) =>
      proofSubjects(
        { ...COURSE_CHAPTERS, [course]: [{ ...first, exercise: { ...first.exercise, ...exercise } }, ...chapters.slice(1)] },
        PUZZLES,
      );
    const changed = [`course ${course} chapter ${first.number}: changed since it was proved`];
    expect(manifestProblems(manifest, edit({ kind: first.exercise.kind === 'line' ? 'tactic' : 'line' }))).toEqual(changed);
    const mate = /\bmate\b/i.test(first.exercise.prompt);
    expect(manifestProblems(manifest, edit({ prompt: mate ? 'White to move: win material.' : 'White to move: mate in 1.' }))).toEqual(
      changed,
    );
  });

  it('ignores what no proof reads: hints, texts, ratings and the wording of a prompt', () => {
    const manifest = manifestOf(subjects);
    expect(manifestProblems(manifest, withPuzzle({ hint: 'Another hint.', rating: 2900, themes: ['fork'] }))).toEqual([]);
    expect(manifestProblems(manifest, withPuzzle({ prompt: `${puzzle.prompt} Take your time.` }))).toEqual([]);
  });

  it('names proofs missing, proofs of exercises no longer in the content, and proofs below ENGINE_DEPTH', () => {
    const last = subjects[subjects.length - 1]!;
    expect(manifestProblems(manifestOf(subjects.slice(1)), subjects)).toEqual([`${subjects[0]!.label}: not in the manifest`]);
    expect(manifestProblems(manifestOf(subjects), subjects.slice(0, -1))).toEqual([
      `${last.label}: in the manifest but no longer in the content`,
    ]);
    expect(manifestProblems(manifestOf(subjects.slice(0, 1), ENGINE_DEPTH - 2), subjects.slice(0, 1))).toEqual([
      `${subjects[0]!.label}: proved at depth ${ENGINE_DEPTH - 2}, below ENGINE_DEPTH ${ENGINE_DEPTH}`,
    ]);
    expect(manifestProblems(null, subjects)).toEqual(['content-proofs.json is missing or is not JSON']);
  });

  it('makes every proof out of date when the engine or a threshold changes', () => {
    const manifest = { ...manifestOf(subjects), terms: { ...currentTerms(), uniqueMarginCp: 100 } };
    expect(manifestProblems(manifest, subjects)).toEqual([expect.stringMatching(/^the proofs were made on .*every entry is out of date$/)]);
  });
});
