import { centsToDollars, dollarsToCents } from './formValues';
import { listQuery, readListState, writeListState } from './listState';

describe('dollars in the form, cents in the api', () => {
  it.each([
    ['24.99', 2499],
    ['19.99', 1999],
    ['0.29', 29],
    ['3.5', 350],
    ['3.', 300],
    ['3.50', 350],
    ['1.230', 123],
    ['$1,250', 125000],
    [' 100000.00 ', 10000000],
  ])('%j is %d cents, by its digits', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['1.234', 'abc', '-5', '1e3', '.5', '12,34.5.6'])('%j is not dollars and cents (NaN: the schema says so)', (text) => {
    expect(dollarsToCents(text)).toBeNaN();
  });

  it('empty is missing (the schema says the field is required)', () => {
    expect(dollarsToCents('  ')).toBeUndefined();
  });

  it('shows cents as dollars with two decimals, and reads back to the same cents', () => {
    for (const cents of [1, 29, 100, 1999, 4999, 101999, 10000000]) expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(125000)).toBe('1250.00');
  });
});

describe('a list page’s state in the URL', () => {
  const filter = { param: 'level', label: 'Level', options: ['beginner', 'advanced'] } as const;

  it('reads what the URL names and takes the default for anything it names wrongly', () => {
    expect(readListState(new URLSearchParams('q=rook&level=advanced&status=archived&page=3'), filter)).toEqual({
      q: 'rook',
      filter: 'advanced',
      status: 'archived',
      page: 3,
    });
    expect(readListState(new URLSearchParams('level=expert&status=deleted&page=-2'), filter)).toEqual({
      q: '',
      filter: '',
      status: 'live',
      page: 1,
    });
    expect(readListState(new URLSearchParams('page=1.5'), filter).page).toBe(1);
  });

  it('writes only what differs from the default, and asks the api for the page', () => {
    const state = { q: '  rook ', filter: 'advanced', status: 'all', page: 2 } as const;
    expect(writeListState(state, filter).toString()).toBe('q=rook&level=advanced&status=all&page=2');
    expect(writeListState({ q: '', filter: '', status: 'live', page: 1 }, filter).toString()).toBe('');
    expect(listQuery(state, filter, 25)).toEqual({ q: 'rook', level: 'advanced', limit: 25, offset: 25 });
    expect(listQuery({ ...state, status: 'archived' }, filter, 25)).toMatchObject({ archived: true });
    expect(listQuery({ ...state, status: 'live' }, filter, 25)).toMatchObject({ archived: false });
  });
});
