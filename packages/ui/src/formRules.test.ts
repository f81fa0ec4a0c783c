import { VALIDATION } from '@kingside/contracts';
import type * as FormRulesModule from './formRules';

const SCHEMAS = '@kingside/contracts/schemas';

/** A fresh copy of ./formRules (its cache empty) whose import of the schemas is `schemas`, counted. */
async function withFreshRules(schemas: () => unknown, test: (module: typeof FormRulesModule, loads: () => number) => Promise<void>) {
  let loads = 0;
  jest.doMock(SCHEMAS, () => {
    loads += 1;
    return schemas();
  });
  try {
    await jest.isolateModulesAsync(async () => test(await import('./formRules'), () => loads));
  } finally {
    jest.dontMock(SCHEMAS);
  }
}

const actual = () => jest.requireActual(SCHEMAS) as unknown;
const offline = () => {
  throw new Error('Loading chunk failed');
};

describe('loadFormRules', () => {
  it('fetches the schemas once, however often it is asked, and keeps them for loadedFormRules', async () => {
    await withFreshRules(actual, async ({ loadFormRules, loadedFormRules, preloadFormRules }, loads) => {
      expect(loadedFormRules()).toBeNull();
      preloadFormRules();
      const [first, second] = await Promise.all([loadFormRules(), loadFormRules()]);
      expect(first).toBe(second);
      expect(typeof first.fieldErrors).toBe('function');
      expect(loadedFormRules()).toBe(first);
      await loadFormRules();
      expect(loads()).toBe(1);
    });
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    let online = false;
    await withFreshRules(
      () => (online ? actual() : offline()),
      async ({ loadFormRules, loadedFormRules, preloadFormRules }, loads) => {
        preloadFormRules(); // swallows the failure
        await expect(loadFormRules()).rejects.toThrow('Loading chunk failed');
        expect(loadedFormRules()).toBeNull();
        online = true;
        const rules = await loadFormRules();
        expect(loadedFormRules()).toBe(rules);
        expect(loads()).toBe(2);
      },
    );
  });
});

describe('formErrors', () => {
  it('answers with the schema’s messages', async () => {
    await withFreshRules(actual, async ({ formErrors }) => {
      const empty = { name: 'A', email: 'al@', subject: 'Help', message: 'Too short' };
      await expect(formErrors<typeof empty>((rules) => rules.fieldErrors(rules.contactFormSchema, empty))).resolves.toEqual({
        name: VALIDATION.nameRequired,
        email: VALIDATION.invalidEmail,
        subject: VALIDATION.subjectRequired,
        message: VALIDATION.messageTooShort,
      });
      const valid = { email: 'al@example.com', password: 'secret' };
      await expect(formErrors<typeof valid>((rules) => rules.fieldErrors(rules.signInSchema, valid))).resolves.toEqual({});
    });
  });

  it('answers with no messages when the schemas cannot be fetched, leaving the check to the server', async () => {
    await withFreshRules(offline, async ({ formErrors }) => {
      const check = jest.fn(() => ({ email: 'never' }));
      await expect(formErrors(check)).resolves.toEqual({});
      expect(check).not.toHaveBeenCalled();
    });
  });
});
