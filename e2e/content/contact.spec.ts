import { CONTACT_SIMULATION_MS, ROUTES, TOAST, VALIDATION, pageTitle } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectImagesSound, expectToast, recordApiCalls, settled } from './content';

const FAQ_TOPICS = [/in-person lessons/i, /return policy/i, /beginners/i, /questions about a lesson/i, /ship internationally/i];

const form = (page: Page) => page.getByRole('form', { name: 'Send Us a Message' });

test.describe('/contact', () => {
  test('details, hours, inert social links, the offline map and the five FAQ answers', async ({ page }) => {
    await page.goto(ROUTES.contact);
    await expect(page).toHaveTitle(pageTitle('Contact Us'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.locator('address')).toContainText('Staunton Row');
    await expect(page.getByRole('link', { name: '+1 (555) 010-2000' })).toHaveAttribute('href', 'tel:+15550102000');
    await expect(page.getByRole('link', { name: 'hello@kingside-academy.example' })).toHaveAttribute(
      'href',
      'mailto:hello@kingside-academy.example',
    );
    await expect(page.getByTestId('contact-hours').getByRole('listitem')).toHaveText(['Mon-Fri 9am-6pm', 'Sat 10am-4pm', 'Sun closed']);

    const social = page.getByRole('main').getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveText(['Facebook', 'Twitter', 'Instagram', 'YouTube']);
    await social.getByRole('link', { name: 'Facebook' }).click();
    await expect(page).toHaveURL(ROUTES.contact);

    // The map is a picture the site serves: it loads with every other origin blocked.
    await page.route(
      (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    const map = page.getByTestId('office-map');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expectImagesSound(page.getByRole('region', { name: 'Find Us' }));
    await expect(page.locator('iframe')).toHaveCount(0);

    const faq = page.getByTestId('faq-item');
    await expect(faq).toHaveCount(5);
    for (const [index, topic] of FAQ_TOPICS.entries()) await expect(faq.nth(index).locator('summary')).toHaveText(topic);
    await expect(faq.nth(1)).toContainText('30 days');
    // Each answer describes only what the site has: no in-person classes, no lesson comments, no coaching.
    await expect(faq.nth(0)).toContainText('We do not hold in-person classes at the moment.');
    await expect(faq.nth(3)).toContainText('Email us at hello@kingside-academy.example with the course name and your question');
    await expect(page.getByRole('main')).toContainText(
      'Questions about a course or an order? Write to us and a member of the team will answer.',
    );
    await expect(page.getByRole('main')).not.toContainText(/coaching|comment section|workshop/i);
    await expect(faq.nth(4)).toContainText(
      'Shipping is free on orders of $50.00 or more and $9.99 otherwise, calculated at checkout before you pay.',
    );
    // Answers open from the keyboard.
    const answer = faq.nth(0).locator('p');
    await expect(answer).toBeHidden();
    await faq.nth(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Our lessons are online');
  });

  test('the message form shows the spec messages under each field, then clears them as they are fixed', async ({ page }) => {
    await page.goto(ROUTES.contact);
    const contact = form(page);
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('alert')).toHaveText([
      VALIDATION.nameRequired,
      VALIDATION.invalidEmail,
      VALIDATION.subjectRequired,
      VALIDATION.messageTooShort,
    ]);
    await expect(contact.getByLabel('Name')).toBeFocused();
    await expect(contact.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    // Just below each minimum: still refused.
    await contact.getByLabel('Name').fill('A');
    await contact.getByLabel('Email').fill('not-an-email');
    await contact.getByLabel('Subject').fill('Help');
    await contact.getByLabel('Message').fill('Too short');
    await contact.getByRole('button', { name: 'Send Message' }).click();
    await expect(contact.getByRole('alert')).toHaveCount(4);

    await contact.getByLabel('Name').fill('Al');
    await expect(contact.getByRole('alert')).toHaveText([VALIDATION.invalidEmail, VALIDATION.subjectRequired, VALIDATION.messageTooShort]);
    await contact.getByLabel('Email').fill('al@example.com');
    await contact.getByLabel('Subject').fill('Hello');
    await contact.getByLabel('Message').fill('Ten chars!');
    await expect(contact.getByRole('alert')).toHaveCount(0);
  });

  test('a valid message shows "Sending..." for the simulated delay, then a toast and an empty form, with no call', async ({ page }) => {
    await page.goto(ROUTES.contact);
    await settled(page);
    const calls = recordApiCalls(page);
    const contact = form(page);
    await contact.getByLabel('Name').fill('Ada Lovelace');
    await contact.getByLabel('Email').fill('ada@example.com');
    await contact.getByLabel('Subject').fill('Coaching for my club');
    await contact.getByLabel('Message').fill('Could you run a weekend workshop for twelve juniors?');

    await contact.getByRole('button', { name: 'Send Message' }).click();
    const started = Date.now();
    const sending = contact.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await expect(page.getByTestId('toast')).toHaveCount(0);

    await expectToast(page, TOAST.messageSent, TOAST.messageSentDescription, 'success');
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONTACT_SIMULATION_MS - 300);
    await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(contact.getByLabel(label)).toHaveValue('');
    await expect(contact.getByRole('alert')).toHaveCount(0);
    expect(calls).toEqual([]);
  });
});
