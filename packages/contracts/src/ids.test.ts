import { MAX_ENTITY_ID, parseRouteId } from './ids';

describe('parseRouteId', () => {
  it('reads a positive whole number', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('999999')).toBe(999999);
    expect(parseRouteId(String(MAX_ENTITY_ID))).toBe(MAX_ENTITY_ID);
  });

  it('refuses anything else', () => {
    for (const segment of [undefined, '', 'abc', '0', '-3', '1.5', '012', '1e3', ' 7', String(MAX_ENTITY_ID + 1), '99999999999']) {
      expect(parseRouteId(segment)).toBeNull();
    }
  });
});
