// `npm run lint` step: every citation of a document in the repository's files resolves (scripts/citations.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCitationProblems } from './citations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The checker and its test spell out the patterns they look for; the lockfile and fonts cite nothing.
const SKIP = [/^scripts\/citations(\.test)?\.mjs$/, /^package-lock\.json$/, /\.(woff2?|png|jpe?g|webp|ico|gif)$/];

const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
const files = [...new Set(listed.split('\0').filter(Boolean))].filter((file) => !SKIP.some((pattern) => pattern.test(file)));

const read = (file) => {
  try {
    return fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};
// A cited path is read from the repository's root ("docs/spec.md") or, in a document, beside it ("spec.md").
const candidates = (from, cited) =>
  [path.normalize(cited), path.normalize(path.join(path.dirname(from), cited))].filter(
    (candidate) => !candidate.startsWith('..') && !path.isAbsolute(candidate),
  );

const problems = findCitationProblems(files, read, candidates);
for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
if (problems.length > 0) {
  console.error(`citations: ${problems.length} broken (docs/architecture.md §6 says how to cite)`);
  process.exit(1);
}
console.log(`citations: every citation in ${files.length} files resolves`);
