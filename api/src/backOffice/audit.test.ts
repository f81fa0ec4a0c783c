import { LONG_TEXT_CHANGED } from '@kingside/contracts/admin';
import { diffChanges } from '../shared/audit/recordAudit';

describe('diffChanges', () => {
  it('lists each changed field as [before, after], and only those', () => {
    expect(
      diffChanges({ name: 'Set', price: 100, stock: 3, archived: false }, { name: 'Set', price: 120, stock: 0, archived: true }),
    ).toEqual({
      price: [100, 120],
      stock: [3, 0],
      archived: [false, true],
    });
    expect(diffChanges({ name: 'Set', price: 100 }, { name: 'Set', price: 100 })).toEqual({});
  });

  it('records a creation as [null, value] for every field', () => {
    expect(diffChanges(null, { title: 'T', lessonCount: 3 })).toEqual({ title: [null, 'T'], lessonCount: [null, 3] });
  });

  it('says only that a long text changed, never what it says, before or after', () => {
    const changes = diffChanges(
      { description: 'old secret words', content: 'same', excerpt: 'a' },
      { description: 'new secret words', content: 'same', excerpt: 'b' },
    );
    expect(changes).toEqual({ description: [LONG_TEXT_CHANGED, LONG_TEXT_CHANGED], excerpt: [LONG_TEXT_CHANGED, LONG_TEXT_CHANGED] });
    expect(JSON.stringify(diffChanges(null, { content: 'the whole article' }))).not.toContain('article');
  });

  it('counts a field missing on one side as null, and tells 0 from false and "" from null', () => {
    expect(diffChanges({ a: 1 }, { b: 2 })).toEqual({ a: [1, null], b: [null, 2] });
    expect(diffChanges({ a: 0, b: '' }, { a: false, b: null })).toEqual({ a: [0, false], b: ['', null] });
  });
});
