import { findCitationProblems, sectionsOf } from './citations.mjs';

const SPEC = ['# Spec', '## 2. Screens', '### 2.3 /learn', '```', '## 9. inside a code block', '```', '## 7. API', ''].join('\n');

function check(text, at = 'src/a.ts') {
  const files = { 'docs/spec.md': SPEC, [at]: text };
  return findCitationProblems(
    [at],
    (path) => files[path],
    (from, cited) =>
      [cited, [...from.split('/').slice(0, -1), cited].join('/')]
        .map((candidate) => candidate.replace(/[^/]+\/\.\.\//g, ''))
        .filter((candidate) => !candidate.startsWith('..')),
  ).map((problem) => problem.message);
}

describe('citations', () => {
  it('reads the numbered headings of a document, not those in code blocks', () => {
    expect([...sectionsOf(SPEC)]).toEqual(['2', '2.3', '7']);
  });

  it('accepts a citation of an existing file and section, with continuations', () => {
    expect(check('// docs/spec.md §2.3 and `docs/spec.md` §7')).toEqual([]);
    expect(check('/* (docs/spec.md §2, §7) */')).toEqual([]);
  });

  it('refuses a section the document does not have', () => {
    expect(check('// docs/spec.md §4')).toEqual(['docs/spec.md has no section 4']);
    expect(check('// docs/spec.md §2, §9')).toEqual(['docs/spec.md has no section 9']);
  });

  it('refuses a file the repository does not have', () => {
    expect(check('// docs/specification.md §2')).toEqual(['"docs/specification.md" is not a file of this repository']);
  });

  it('refuses a section sign without its document', () => {
    expect(check('// as spec §2 says')).toEqual([expect.stringContaining('cites a section without naming its document')]);
  });

  it('refuses documents outside the repository', () => {
    expect(check('// see ../shared/spec.md', 'README.md')).toEqual([
      expect.stringContaining('"../shared/spec.md" is a document outside the repository'),
    ]);
    expect(check('// see ../docs/spec.md')).toEqual([]);
    expect(check('// see ../docs/missing.md')).toEqual(['"../docs/missing.md" is not a file of this repository']);
    expect(check('// ARCHITECTURE says so')).toEqual([expect.stringContaining('"ARCHITECTURE" is a document outside the repository')]);
  });
});
