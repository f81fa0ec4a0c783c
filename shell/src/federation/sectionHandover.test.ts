import { SECTION_HANDOVER_ELEMENT_ID, type SectionHandover } from '@kingside/contracts';
import { readSectionHandover } from './sectionHandover';
import { jsonElementPage } from './jsonElementPage';

const page = (json?: string) => jsonElementPage(SECTION_HANDOVER_ELEMENT_ID, json);

const HANDOVER: SectionHandover = {
  remote: 'shop',
  exposes: './Routes',
  results: [
    { endpointName: 'getProducts', value: [{ id: 1, name: 'Staunton Tournament Set' }] },
    { endpointName: 'getProduct', arg: 1, value: { id: 1, name: 'Staunton Tournament Set' } },
    { endpointName: 'getProductsByCategory', arg: 'Books', value: [] },
  ],
};

/** The handover with some of its fields replaced, as JSON. */
const altered = (changes: Record<string, unknown>) => JSON.stringify({ ...HANDOVER, ...changes });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('readSectionHandover', () => {
  it('is null when the page has no handover (the server did not render the section)', () => {
    expect(readSectionHandover(page())).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is null for an empty handover element, without complaint', () => {
    expect(readSectionHandover(page(''))).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads a valid handover as it was written', () => {
    expect(readSectionHandover(page(JSON.stringify(HANDOVER)))).toEqual(HANDOVER);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reads the handover of the current document by default', () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SECTION_HANDOVER_ELEMENT_ID;
    script.textContent = JSON.stringify(HANDOVER);
    document.head.appendChild(script);
    try {
      expect(readSectionHandover()).toEqual(HANDOVER);
    } finally {
      script.remove();
    }
  });

  it('reads a value of null (an answer may be null)', () => {
    const handover = { ...HANDOVER, results: [{ endpointName: 'getProduct', arg: 2, value: null }] };
    expect(readSectionHandover(page(JSON.stringify(handover)))).toEqual(handover);
  });

  it.each([
    ['unparseable JSON', '{"remote": "shop",'],
    ['JSON that is not an object', '"shop"'],
    ['JSON null', 'null'],
    ['an unknown remote', altered({ remote: 'evil' })],
    ['a missing remote', altered({ remote: undefined })],
    ['a missing exposes', altered({ exposes: undefined })],
    ['an exposes that is not a string', altered({ exposes: 3 })],
    ['results that are not an array', altered({ results: { endpointName: 'getProducts', value: [] } })],
    ['a result without endpointName', altered({ results: [{ value: [] }] })],
    ['a result whose endpointName is not a string', altered({ results: [{ endpointName: 1, value: [] }] })],
    ['a result without value', altered({ results: [{ endpointName: 'getProducts' }] })],
    ['a result with an object arg', altered({ results: [{ endpointName: 'getProduct', arg: { id: 1 }, value: {} }] })],
    ['a result that is not an object', altered({ results: ['getProducts'] })],
  ])('is null, and says so, for %s', (_case, json) => {
    expect(readSectionHandover(page(json))).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
