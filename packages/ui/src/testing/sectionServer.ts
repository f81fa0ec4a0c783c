import type { SectionQueryResult, SectionServer } from '@kingside/contracts';
import { createElement, type ComponentType } from 'react';
import { renderSection } from '../server/renderSection';

/**
 * Tests of a remote's section server (its src/server.tsx, contracts' SectionServer), in Node:
 * - `at(path)`: the URL the server would pass for a request of `path`;
 * - `resultsFor(path, value)`: the results the server would draw the page from for `path`, the section's own
 *   reads each answered with `value` (so a wrong endpoint name shows up as placeholders in the markup);
 * - `draw(path, results)`: the section's markup for `path`, drawn from `results` (its component alone, as the shell's
 *   page server draws it inside the page: renderSection);
 * - `render(path, value)`: `draw` from resultsFor's results.
 */
export function sectionServerTesting(section: SectionServer) {
  const at = (path: string) => new URL(path, 'http://site.test');
  function resultsFor(path: string, value: unknown): SectionQueryResult[] {
    const queries = section.queriesFor(at(path));
    if (!queries) throw new Error(`${path} is not rendered on the server`);
    return queries.map(({ endpointName, arg }) => ({ endpointName, ...(arg === undefined ? {} : { arg }), value }));
  }
  const draw = (path: string, results: SectionQueryResult[]) =>
    renderSection({ url: at(path), mountPath: section.mountPath, results, section: createElement(section.component as ComponentType) });
  const render = (path: string, value: unknown) => draw(path, resultsFor(path, value));
  return { at, resultsFor, draw, render };
}

/** src and loading of each <img> in some markup, in order. */
export function imagesIn(html: string) {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1],
    loading: /\sloading="([^"]*)"/.exec(tag)?.[1],
  }));
}
