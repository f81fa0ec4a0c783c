import { API, AUTH_MESSAGES, ROUTES, TOAST, VALIDATION } from '@kingside/contracts';
import { fieldErrors, registerSchema } from '@kingside/contracts/schemas';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import fc from 'fast-check';
import { countRequests, expectFieldError, expectToast, formValues, RUNS, SEED, show, watchPageErrors } from './forms';

/*
 * The registration form on /auth fed generated hostile values: the page never throws, shows the message
 * of every invalid field inline and sends nothing while any is invalid; a valid form is sent once and
 * ends either in the Verification Email Sent panel or, when the server refuses it (a taken username or
 * e-mail, a common password), in the spec's "Registration failed" toast with the server's reason.
 */

const FIELDS = {
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  email: 'Email',
  password: 'Password',
} as const;
type Field = keyof typeof FIELDS;
type Values = Record<Field, string>;

/** Unique per run of the suite, so reruns against one server do not collide with themselves. */
const RUN = Date.now().toString(36);
const TAKEN = { username: `taken_${RUN}`, email: `taken.${RUN}@example.test` };

const values: fc.Arbitrary<Values> = formValues({
  firstName: fc.constantFrom('Ada', 'Zoë', 'Miles'),
  lastName: fc.constantFrom('Lovelace', "O'Brien", 'Ōkubo-Ríos'),
  username: fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-z][a-z0-9_]{5,12}$/), weight: 3 },
    { arbitrary: fc.constant(TAKEN.username), weight: 1 },
  ),
  email: fc.oneof(
    { arbitrary: fc.stringMatching(/^[a-z]{3,10}$/).map((local) => `${local}@example.test`), weight: 3 },
    { arbitrary: fc.constant(TAKEN.email), weight: 1 },
  ),
  // Valid for the form (8+ characters), and sometimes too common for the server.
  password: fc.oneof(
    { arbitrary: fc.constant('a sturdy passphrase 42'), weight: 3 },
    { arbitrary: fc.constantFrom('password123', 'iloveyou', 'qwertyuiop'), weight: 2 },
  ),
})
  // The same generated address must not collide with an earlier run of this suite.
  .map((v) => ({ ...v, email: v.email.endsWith('@example.test') && v.email !== TAKEN.email ? v.email.replace('@', `.${RUN}@`) : v.email }));

const isRegisterPost = (r: { method(): string; url(): string }) => r.method() === 'POST' && new URL(r.url()).pathname === API.register;

/** What the server will refuse although the form accepts it. */
function serverRefusal(v: Values): string | undefined {
  // In the server's order: the password first, then the username, then the address.
  if (['password123', 'iloveyou', 'qwertyuiop'].includes(v.password.toLowerCase())) return VALIDATION.commonPassword;
  if (v.username.trim().toLowerCase() === TAKEN.username) return AUTH_MESSAGES.usernameTaken;
  if (v.email.trim().toLowerCase() === TAKEN.email) return AUTH_MESSAGES.emailTaken;
  return undefined;
}

async function openRegisterForm(page: Page): Promise<void> {
  await page.goto(ROUTES.auth);
  await page.getByRole('tab', { name: 'Register' }).click();
}

async function takeNames(request: APIRequestContext) {
  const res = await request.post(API.register, {
    data: { firstName: 'Taken', lastName: 'Already', username: TAKEN.username, email: TAKEN.email, password: 'a sturdy passphrase 42' },
  });
  expect(res.status()).toBe(201);
}

test('registration: hostile values are caught inline, refusals end in the toast, the page never crashes', async ({ browser, request }) => {
  test.setTimeout(60_000);
  await takeNames(request);
  let refusedByServer = 0;
  let registered = 0;
  // One page for all runs: a refused form is filled again; only a registration (which shows the
  // Verification Email Sent panel) needs the form back.
  const page = await (await browser.newContext()).newPage();
  const pageErrors = watchPageErrors(page);
  const posts = countRequests(page, isRegisterPost);
  const form = page.getByRole('form', { name: 'Register' });
  try {
    await fc.assert(
      fc.asyncProperty(values, async (chosen) => {
        if (!(await form.isVisible())) await openRegisterForm(page);
        posts.length = 0;
        const actual = {} as Values;
        for (const [field, label] of Object.entries(FIELDS) as [Field, string][]) {
          const input = form.getByLabel(label, { exact: true });
          await input.fill(chosen[field]);
          // What the browser made of it: an e-mail or password input drops line breaks, for one.
          actual[field] = await input.inputValue();
        }
        const expected = fieldErrors(registerSchema, actual);
        await form.getByRole('button', { name: 'Create Account' }).click();

        if (Object.keys(expected).length > 0) {
          for (const [field, label] of Object.entries(FIELDS) as [Field, string][]) {
            await expectFieldError(form.getByLabel(label, { exact: true }), expected[field]);
          }
          expect(posts, `nothing may be sent for ${show(actual)}`).toHaveLength(0);
        } else {
          const refusal = serverRefusal(actual);
          if (refusal) {
            refusedByServer += 1;
            await expectToast(page, TOAST.registrationFailed, refusal);
            await expect(form.getByRole('button', { name: 'Create Account' })).toBeEnabled();
          } else {
            registered += 1;
            await expect(page.getByRole('heading', { name: 'Verification Email Sent' })).toBeVisible();
          }
          expect(posts, `exactly one registration for ${show(actual)}`).toHaveLength(1);
          // The next run must not read this run's toast.
          await page.getByTestId('toast').getByRole('button').click();
          await expect(page.getByTestId('toast')).toHaveCount(0);
        }
        pageErrors();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  } finally {
    await page.context().close();
  }
  // The generator must reach every outcome, or the runs above proved less than they claim.
  expect({ refusedByServer: refusedByServer > 0, registered: registered > 0 }).toEqual({ refusedByServer: true, registered: true });
});
