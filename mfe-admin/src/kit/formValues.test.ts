import { centsToDollars, dollarsToCents } from './formValues';

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
