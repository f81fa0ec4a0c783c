import type { SectionQueryResult, SectionServer } from '@kingside/contracts';

/**
 * Tests of a remote's section server (its src/server.tsx, contracts' SectionServer), in Node:
 * - `at(path)`: the URL the server would pass for a request of `path`;
 * - `resultsFor(path, value)`: the results the server would hand `render` for `path`, the section's own
 *   reads each answered with `value` (so a wrong endpoint name shows up as placeholders in the markup);
 * - `render(path, value)`: the section's markup for `path`, drawn from those results.
 */
export function sectionServerTesting(section: SectionServer) {
  const at = (path: string) => new URL(path, 'http://site.test');
  function resultsFor(path: string, value: unknown): SectionQueryResult[] {
    const queries = section.queriesFor(at(path));
    if (!queries) throw new Error(`${path} is not rendered on the server`);
    return queries.map(({ endpointName, arg }) => ({ endpointName, ...(arg === undefined ? {} : { arg }), value }));
  }
  const render = (path: string, value: unknown) => section.render(at(path), resultsFor(path, value));
  return { at, resultsFor, render };
}

/** src and loading of each <img> in some markup, in order. */
export function imagesIn(html: string) {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1],
    loading: /\sloading="([^"]*)"/.exec(tag)?.[1],
  }));
}
