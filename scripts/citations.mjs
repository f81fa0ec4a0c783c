// Citations of the project's documents ("docs/spec.md §7.2", "docs/architecture.md §4, §5") must resolve:
// the file is part of this repository and has a numbered heading with that number. A section sign that is
// not part of such a citation, or a reference to a document outside the repository (the design papers
// the project started from lived beside it, not in it), is reported too: a newcomer could follow neither.

/** A numbered heading: `## 7. API`, `### 7.2 Cart`. */
const NUMBERED_HEADING = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/;

/** `<file>.md §N` then any `, §M` / `and §M` / `or §M` that continue the same citation. */
const CITATION = /`?([\w./-]+\.md)`?\s*§\s*(\d+(?:\.\d+)*)((?:\s*(?:,|and|or|to)\s*§\s*\d+(?:\.\d+)*)*)/g;
const CONTINUATION = /§\s*(\d+(?:\.\d+)*)/g;

/** A path that climbs out of its folder: outside the repository unless it lands in it again. */
const CLIMBING = /(?:^|[\s(`'"])((?:\.\.\/)+[\w./-]+\.md)/g;
/** Documents the project once cited that live outside it. */
const OUTSIDE = [/(?<![\w./])(shared\/(?:spec|ARCHITECTURE|STYLE)\.md)/g, /\b(ARCHITECTURE(?:\.md)?|STYLE\.md)\b/g];

/** The section numbers a markdown document's headings define. */
export function sectionsOf(markdown) {
  const sections = new Set();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = NUMBERED_HEADING.exec(line);
    if (match) sections.add(match[1]);
  }
  return sections;
}

/**
 * Every broken citation in the given files.
 * @param {string[]} files repository-relative paths to check
 * @param {(path: string) => string | undefined} read a file's text, or undefined when the repository has no such file
 * @param {(from: string, cited: string) => string[]} candidates the repository paths a cited path may mean (none when
 *   every reading of it leaves the repository)
 * @returns {{file: string, line: number, message: string}[]}
 */
export function findCitationProblems(files, read, candidates) {
  const sectionCache = new Map();
  const sectionsIn = (path) => {
    if (!sectionCache.has(path)) {
      const text = read(path);
      sectionCache.set(path, text === undefined ? undefined : sectionsOf(text));
    }
    return sectionCache.get(path);
  };
  const problems = [];
  for (const file of files) {
    const text = read(file);
    if (text === undefined || text.includes('\0')) continue;
    text.split('\n').forEach((line, index) => {
      const report = (message) => problems.push({ file, line: index + 1, message });
      const outside = (cited) => report(`"${cited}" is a document outside the repository: cite docs/spec.md or docs/architecture.md`);
      for (const pattern of OUTSIDE) {
        for (const match of line.matchAll(pattern)) outside(match[1]);
      }
      for (const match of line.matchAll(CLIMBING)) {
        const inRepository = candidates(file, match[1]);
        if (inRepository.length === 0) outside(match[1]);
        else if (!inRepository.some((path) => read(path) !== undefined)) report(`"${match[1]}" is not a file of this repository`);
      }
      const covered = new Set();
      for (const match of line.matchAll(CITATION)) {
        const [whole, cited, first, rest] = match;
        const numbers = [first, ...[...rest.matchAll(CONTINUATION)].map((m) => m[1])];
        for (let i = match.index; i < match.index + whole.length; i++) if (line[i] === '§') covered.add(i);
        const target = candidates(file, cited).find((path) => sectionsIn(path) !== undefined);
        if (!target) {
          report(`"${cited}" is not a file of this repository`);
          continue;
        }
        for (const number of numbers) {
          if (!sectionsIn(target).has(number)) report(`${target} has no section ${number}`);
        }
      }
      for (let i = line.indexOf('§'); i !== -1; i = line.indexOf('§', i + 1)) {
        if (!covered.has(i))
          report(
            `"${line.slice(Math.max(0, i - 20), i + 6).trim()}" cites a section without naming its document (write e.g. "docs/spec.md §7")`,
          );
      }
    });
  }
  return problems;
}
