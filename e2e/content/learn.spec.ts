import {
  ACADEMY_NAME,
  API,
  CHAPTER_API,
  LESSON_LEVELS,
  PLACEHOLDER_COUNTS,
  PLAYER_COPY,
  ROUTES,
  levelLabel,
  pageTitle,
  type PublicChapter,
} from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { isListRead } from '../support/listReads';
import { expectImagesSound, fulfillJson, hold, lesson, lessons, paragraphCount, path } from './content';

test.describe('/learn', () => {
  test('lists every lesson after 6 placeholders, with capitalised levels and links to /learn/{id}', async ({ page, request }) => {
    const all = await lessons(request);
    const held = hold();
    await page.route(path(API.lessons), held.handler);
    await page.goto(ROUTES.learn);
    await expect(page).toHaveTitle(pageTitle('Chess Lessons'));
    await expect(page.getByTestId('skeleton')).toHaveCount(PLACEHOLDER_COUNTS.lessonList);
    held.release();
    const cards = page.getByTestId('lesson-card');
    await expect(cards).toHaveCount(all.length);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    for (const [index, item] of all.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(item.title);
      await expect(cards.nth(index)).toContainText(levelLabel(item.level));
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', ROUTES.lesson(item.id));
    }
    await expectImagesSound(cards.first());
    await cards.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(ROUTES.lesson(all[1]!.id));
  });

  test('level filters live in ?level=, read one page of that level, and Clear Filters removes them', async ({ page, request }) => {
    const all = await lessons(request);
    await page.goto(ROUTES.learn);
    // The live page filters in place (an api read); the server's page, before start-up, loads the filtered URL.
    await expect(page).toHaveTitle(pageTitle('Chess Lessons'));
    const filters = page.getByRole('group', { name: 'Filter lessons by level' });
    await expect(filters.getByRole('button')).toHaveText(LESSON_LEVELS.map(levelLabel));
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);

    const served = page.waitForRequest((r) => isListRead(API.lessons, { level: 'beginner' })(r.url()));
    await filters.getByRole('button', { name: 'Beginner' }).click();
    await served;
    await expect(page).toHaveURL(/\/learn\?level=beginner$/);
    await expect(filters.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'true');
    const beginners = all.filter((l) => l.level === 'beginner');
    await expect(page.getByTestId('lesson-card').getByRole('heading')).toHaveText(beginners.map((l) => l.title));

    // From the keyboard: focus the next filter and press Enter.
    await filters.getByRole('button', { name: 'Intermediate' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/learn\?level=intermediate$/);
    await expect(page.getByTestId('lesson-card')).toHaveCount(all.filter((l) => l.level === 'intermediate').length);

    await page.goBack();
    await expect(page).toHaveURL(/\/learn\?level=beginner$/);
    await expect(page.getByTestId('lesson-card')).toHaveCount(beginners.length);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByTestId('lesson-card')).toHaveCount(all.length);
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('/learn?level=advanced loaded directly shows only advanced lessons', async ({ page, request }) => {
    const advanced = (await lessons(request)).filter((l) => l.level === 'advanced');
    expect(advanced.length).toBeGreaterThan(0);
    const served = page.waitForRequest((r) => isListRead(API.lessons, { level: 'advanced' })(r.url()));
    await page.goto(`${ROUTES.learn}?level=advanced`);
    await served;
    await expect(page.getByRole('button', { name: 'Advanced' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('lesson-card').getByRole('heading')).toHaveText(advanced.map((l) => l.title));
    for (const card of await page.getByTestId('lesson-card').all()) await expect(card).toContainText('Advanced');
  });

  test('an empty list says "No lessons found"', async ({ page }) => {
    await page.route(isListRead(API.lessons, { level: 'beginner' }), fulfillJson([]));
    await page.goto(`${ROUTES.learn}?level=beginner`);
    await expect(page.getByText('No lessons found', { exact: true })).toBeVisible();
    await expect(page.getByTestId('lesson-card')).toHaveCount(0);
  });
});

test.describe('/learn/{id}', () => {
  test('title, level, lesson count, image, paragraphs, the chapters in Course Contents, Start Course, the document title', async ({
    page,
    request,
  }) => {
    const [first] = await lessons(request);
    const full = await lesson(request, first!.id);
    const chapters = (await (await request.get(CHAPTER_API.chapters(full.id))).json()) as PublicChapter[];
    expect(chapters).toHaveLength(full.lessonCount);
    await page.goto(ROUTES.lesson(full.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(full.title);
    await expect(page).toHaveTitle(`${full.title} - ${ACADEMY_NAME}`);
    await expect(page.getByTestId('lesson-level')).toHaveText(levelLabel(full.level));
    await expect(page.getByTestId('lesson-count')).toHaveText(`${full.lessonCount} ${full.lessonCount === 1 ? 'lesson' : 'lessons'}`);
    await expect(page.getByTestId('lesson-content').locator('p')).toHaveCount(paragraphCount(full.content));
    await expect(page.getByTestId('lesson-content').locator('p').first()).toHaveText(full.content.split('\n')[0]!.trim());
    // The lesson's own article: the shop's teaser beside it draws its products as articles too.
    await expectImagesSound(page.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) }));

    // Course Contents: the chapters by title, each a link to its chapter page (docs/spec.md §2.4).
    await expect(page.getByRole('heading', { name: 'Course Contents' })).toBeVisible();
    const contents = page.getByTestId('course-contents').getByRole('link');
    await expect(contents).toHaveText(chapters.map((chapter) => chapter.title));
    await expect(contents.last()).toHaveAttribute('href', `${ROUTES.lesson(full.id)}/chapters/${chapters.length}`);

    // A visitor starts at chapter 1.
    await page.getByRole('link', { name: PLAYER_COPY.startCourse }).click();
    await expect(page).toHaveURL(new RegExp(`/learn/${full.id}/chapters/1$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapters[0]!.title);
    await expect(page).toHaveTitle(`${chapters[0]!.title} - ${ACADEMY_NAME}`);
  });

  test('an unknown id goes back to /learn, replacing the URL', async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.goto(ROUTES.lesson(999999));
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByTestId('lesson-card').first()).toBeVisible();
    // Back skips the broken URL (it was replaced, not pushed) and returns to Home.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an id that is not a number, or a failing network, goes back to /learn', async ({ page, request }) => {
    await page.goto(ROUTES.lesson('abc'));
    await expect(page).toHaveURL(/\/learn$/);

    const [first] = await lessons(request);
    await page.route(path(API.lesson(first!.id)), (route) => route.abort('failed'));
    await page.goto(ROUTES.lesson(first!.id));
    await expect(page).toHaveURL(/\/learn$/);
  });
});
