import { maskCardNumber, maskCvv, maskExpiry } from './masks';

describe('maskCardNumber', () => {
  it('keeps digits only', () => {
    expect(maskCardNumber('4242 4242-abcd')).toBe('42424242');
  });
  it('cuts at 16 digits, also when pasted with spaces', () => {
    expect(maskCardNumber('4242 4242 4242 4242 99')).toBe('4242424242424242');
    expect(maskCardNumber('12345678901234567890')).toHaveLength(16);
  });
});

describe('maskExpiry', () => {
  /** Types `text` one key at a time, as the input would see it. */
  const type = (text: string) => [...text].reduce((value, key) => maskExpiry(value + key, value), '');

  it('inserts the slash after two digits', () => {
    expect(maskExpiry('1', '')).toBe('1');
    expect(maskExpiry('12', '1')).toBe('12/');
    expect(type('1225')).toBe('12/25');
  });
  it('accepts a slash typed by hand without doubling it', () => {
    expect(type('12/25')).toBe('12/25');
  });
  it('never exceeds 5 characters', () => {
    expect(type('122599')).toBe('12/25');
    expect(maskExpiry('12/2599', '12/25')).toBe('12/25');
  });
  it('drops the slash on backspace instead of re-adding it', () => {
    expect(maskExpiry('12/', '12/2')).toBe('12/');
    expect(maskExpiry('12', '12/')).toBe('12');
    expect(maskExpiry('1', '12')).toBe('1');
  });
  it('formats a pasted value and strips letters', () => {
    expect(maskExpiry('0728', '')).toBe('07/28');
    expect(maskExpiry('ab', '')).toBe('');
  });
});

describe('maskCvv', () => {
  it('removes non-digits and keeps at most 4', () => {
    expect(maskCvv('1a2b3')).toBe('123');
    expect(maskCvv('123456')).toBe('1234');
  });
});
