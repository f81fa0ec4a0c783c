import { REMOTES, SECTION_HANDOVER_ELEMENT_ID, type SectionHandover, type SectionQueryResult } from '@kingside/contracts';

function isResult(value: unknown): value is SectionQueryResult {
  const r = value as Partial<SectionQueryResult> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    typeof r.endpointName === 'string' &&
    'value' in r &&
    (r.arg === undefined || typeof r.arg === 'string' || typeof r.arg === 'number')
  );
}

/**
 * The section the server rendered into this page, if it did (contracts' SectionHandover): which remote,
 * and the api's answers it drew the page from. Absent or unreadable -> null: the shell then renders the
 * section as if the server had not, which it can always do.
 */
export function readSectionHandover(doc: Document = document): SectionHandover | null {
  const text = doc.getElementById(SECTION_HANDOVER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<SectionHandover>;
    const { remote, exposes, results } = parsed;
    if (!REMOTES.some((r) => r.name === remote) || typeof exposes !== 'string' || !Array.isArray(results) || !results.every(isResult)) {
      throw new Error('not a section handover');
    }
    return { remote: remote as SectionHandover['remote'], exposes, results };
  } catch {
    console.error('Ignoring an unreadable section handover; the section renders in the browser.');
    return null;
  }
}
