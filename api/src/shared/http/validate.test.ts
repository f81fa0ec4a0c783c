import { API_MESSAGES } from '@kingside/contracts/api';
import { blogCategoryParamSchema, idParamSchema, levelParamSchema } from '@kingside/contracts/schemas';
import { HttpError } from './errors';
import { param, validated } from './validate';

function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('param', () => {
  it("applies the field's rule of the contract's params schema, converting as params always did", () => {
    expect(param('advanced', levelParamSchema, 'level')).toBe('advanced');
    expect(param('12', idParamSchema, 'id')).toBe(12);
    expect(param('Strategy', blogCategoryParamSchema, 'category')).toBe('Strategy');
  });

  it.each([['Beginner'], ['beginner '], [''], [undefined], [['beginner']]])('refuses the level %p with 400 and its message', (value) => {
    expect(refusal(() => param(value, levelParamSchema, 'level'))).toEqual({ status: 400, message: API_MESSAGES.invalidLevel });
  });

  it('answers exactly as validating the whole params object would', () => {
    for (const value of ['0', '-1', '1.5', '2147483648', 'abc', '7']) {
      const whole = (() => {
        try {
          return validated<{ id: number }>(idParamSchema, { id: value });
        } catch (error) {
          return (error as Error).message;
        }
      })();
      const single = (() => {
        try {
          return { id: param<number>(value, idParamSchema, 'id') };
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(single).toEqual(whole);
    }
  });
});
