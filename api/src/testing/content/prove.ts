/**
 * `npm run prove` (issue 41): Stockfish proves the course chapters and the puzzles with engineCheck.ts's
 * checkExercise at ENGINE_DEPTH, and the script rewrites the manifest (content-proofs.json, ./proofs.ts) that
 * proofs.test.ts checks in every test run.
 *
 *   npm run prove                 proves only the entries that are missing or whose content changed, and drops the
 *                                 entries no longer in the content
 *   npm run prove -- --all        proves everything (after a change to engineCheck.ts's rules, say)
 *   npm run prove -- --jobs 1     how many engines run side by side (default: the machine's cores, at most 4)
 *
 * A new proof of the engine or the thresholds (the manifest's `terms`) makes every entry out of date. A proof that
 * fails is printed, leaves no record of the content that failed (an older proof of other content stays, still out of
 * date), and makes the script exit with 1; the proofs that passed are written all the same.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { PUZZLES } from '../../training/puzzles/content';
import { COURSE_CHAPTERS } from '../../lessons/content/index';
import { checkExercise } from './engineCheck';
import {
  buildManifest,
  currentTerms,
  ENGINE_DEPTH,
  MANIFEST_PATH,
  manifestRecords,
  proofHash,
  proofSubjects,
  readManifest,
  sameTerms,
  staleReason,
  subjectKey,
  type ProofRecord,
  type ProofSubject,
} from './proofs';
import { UciEngine } from './uciEngine';

const USAGE = 'usage: npm run prove [-- --all] [-- --jobs N]';

function options(args: string[]): { all: boolean; jobs: number } {
  let all = false;
  let jobs = Math.min(4, os.availableParallelism());
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--all') all = true;
    else if (args[i] === '--jobs' && Number(args[i + 1]) >= 1) jobs = Math.floor(Number(args[(i += 1)]));
    else throw new Error(`unknown argument ${args[i]}\n${USAGE}`);
  }
  return { all, jobs };
}

interface Failure {
  label: string;
  problems: string[];
}

async function main(): Promise<void> {
  const { all, jobs } = options(process.argv.slice(2));
  const started = Date.now();
  const manifest = readManifest();
  if (!manifest && existsSync(MANIFEST_PATH)) console.log(`${MANIFEST_PATH} is not JSON: proving everything`);
  const terms = currentTerms();
  const termsChanged = manifest !== null && !sameTerms(manifest, terms);
  const previous = manifestRecords(manifest);
  const subjects = proofSubjects(COURSE_CHAPTERS, PUZZLES);
  const keys = new Set(subjects.map(subjectKey));

  const next = new Map<string, ProofRecord>();
  const todo: ProofSubject[] = [];
  for (const subject of subjects) {
    const record = previous.get(subjectKey(subject));
    if (all || termsChanged || staleReason(record, subject) !== null) todo.push(subject);
    else if (record) next.set(subjectKey(subject), record);
  }
  const dropped = [...previous].filter(([key]) => !keys.has(key)).map(([, record]) => record.label);

  const why = all ? ' (--all)' : termsChanged ? ' (the engine or the thresholds changed)' : '';
  console.log(
    todo.length === 0
      ? `${subjects.length} exercises, every proof current`
      : `${subjects.length} exercises; proving ${todo.length}${why} at depth ${ENGINE_DEPTH} with ${Math.min(jobs, todo.length)} engine(s)`,
  );
  if (dropped.length > 0) console.log(`dropping ${dropped.length} no longer in the content: ${dropped.join(', ')}`);

  const failures: Failure[] = [];
  let done = 0;
  let cursor = 0;
  const work = async (): Promise<void> => {
    let engine = await UciEngine.start({ hashMb: 32 });
    try {
      for (let subject = todo[cursor++]; subject; subject = todo[cursor++]) {
        const key = subjectKey(subject);
        const hash = proofHash(subject.chapter);
        let problems: string[];
        try {
          problems = (await checkExercise(engine, subject.chapter, ENGINE_DEPTH)).problems;
        } catch (error) {
          // An illegal solution move, or a search that ran out of time, which has given up on its engine (uciEngine.ts):
          // the exercise fails, and the next one gets a fresh engine if this one is gone.
          const message = (error as Error).message;
          problems = [`the proof stopped: ${message}`];
          if (/did not answer|exited/.test(message)) {
            engine.quit();
            engine = await UciEngine.start({ hashMb: 32 });
          }
        }
        if (problems.length === 0) {
          next.set(key, { label: subject.label, hash, depth: ENGINE_DEPTH });
        } else {
          failures.push({ label: subject.label, problems });
          console.log(`FAILED ${subject.label}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
          const record = previous.get(key);
          if (record && record.hash !== hash) next.set(key, record);
        }
        done += 1;
        if (done % 25 === 0 || done === todo.length) console.log(`${done}/${todo.length} proved or failed`);
      }
    } finally {
      engine.quit();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, todo.length) }, () => work()));

  const text = await prettier.format(JSON.stringify(buildManifest(next, terms)), {
    ...(await prettier.resolveConfig(MANIFEST_PATH)),
    filepath: MANIFEST_PATH,
  });
  const before = existsSync(MANIFEST_PATH) ? readFileSync(MANIFEST_PATH, 'utf8') : '';
  const where = path.relative(process.cwd(), MANIFEST_PATH);
  if (text !== before) writeFileSync(MANIFEST_PATH, text);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`${text === before ? 'unchanged' : 'wrote'} ${where} (${next.size} proofs) in ${seconds} s`);

  if (failures.length > 0) {
    const order = new Map(subjects.map((subject, index) => [subject.label, index]));
    failures.sort((a, b) => (order.get(a.label) ?? 0) - (order.get(b.label) ?? 0));
    console.error(`\n${failures.length} proof(s) failed, not recorded in the manifest:`);
    for (const { label, problems } of failures) console.error(`- ${label}: ${problems.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
