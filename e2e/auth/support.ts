import fs from 'node:fs';
import path from 'node:path';
import { API, TOAST } from '@kingside/contracts';
import { expect, type Page } from '@playwright/test';
import { E2E } from '../support/env';

/** A unique member for one test (the database lives for the whole run). */
export function newMember(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { firstName: 'Ada', lastName: 'Lovelace', username: id.slice(0, 30), email: `${id}@e2e.example`, password: 'knight-fork-e5' };
}
export type Member = ReturnType<typeof newMember>;

/** What the outbox keeps next to each .eml: the recipient, the subject and the text part. */
export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
}

/** Every mail to `email` in the outbox so far, oldest first. */
export function outboxMailsTo(email: string): OutboxEntry[] {
  return fs
    .readdirSync(E2E.outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E.outboxDir, file), 'utf8')) as OutboxEntry)
    .filter((entry) => entry.to === email.toLowerCase());
}

/** The verification link of the newest mail to `email` in the outbox (where the SMTP capture writes what the api sends). */
export async function verificationLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w%-]+/.exec(outboxMailsTo(email).at(-1)?.text ?? '')?.[0];
        return link;
      },
      { message: `a verification mail to ${email} in ${E2E.outboxDir}` },
    )
    .toBeTruthy();
  return link as string;
}

/** The one toast on screen reads title (and description). */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('p').first()).toHaveText(title);
  if (description) await expect(toast).toContainText(description);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The header's account area: the member's name and Sign Out, or the Sign In link. */
export const header = (page: Page) => page.getByRole('banner');

/** A member registered through the api who has opened the verification link from their e-mail. */
export async function verifiedMember(page: Page, tag: string): Promise<Member> {
  const member = newMember(tag);
  const registered = await page.request.post(API.register, { data: member });
  expect(registered.status()).toBe(201);
  await page.goto(await verificationLinkFor(member.email));
  await expectToast(page, TOAST.verificationSuccessful);
  return member;
}

/** Signs in at /auth and waits until the header shows the member. */
export async function signInAsMember(page: Page, member: Member) {
  await signIn(page, member.email, member.password);
  await expectToast(page, TOAST.loginSuccessful, 'Welcome back');
  await expect(header(page).getByTestId('account-name')).toHaveText(`Signed in as ${member.firstName} ${member.lastName}`);
}
