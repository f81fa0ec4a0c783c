import {
  API,
  CHAPTER_API,
  CHAPTER_MESSAGES,
  PLAYER_COPY,
  ROUTES,
  STORAGE_KEYS,
  chapterProgressLabel,
  pageTitle,
  type Lesson,
  type Product,
  type PublicChapter,
} from '@kingside/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { header, signInAsMember, verifiedMember } from '../auth/support';
import { expectAccessible } from '../support/axe';
import { learnRenderingSiteForBlock } from '../support/learnRenderingSite';
import { expectTakenOverUnchanged, inHtml, watchTakeOver } from '../support/takeOver';

/*
 * Lessons that teach (issue 18, docs/spec.md §2.4, §2.26): a course is played chapter by chapter on a board. The
 * journeys play course 7, "Winning with Forks", chapter 1, whose exercise is a knight fork: Nc7+ (the learner),
 * Ke7 (the reply), Nxe6 (the learner, winning the queen); Nd6+ is a legal check that is not the answer. The
 * solution is written here on purpose: the api never sends it (docs/spec.md §7.11), and the content tests prove it
 * (api/src/lessons/content).
 */
const COURSE = 7;
const FORK = { right: ['Nc7+', 'Nxe6'], reply: 'Ke7', wrong: 'Nd6+' };

const moveField = (page: Page) => page.getByLabel(PLAYER_COPY.moveFieldLabel);
const feedback = (page: Page) => page.getByTestId('chapter-feedback');

/** Types a move into the labelled field and plays it with the button, as a keyboard or screen-reader user does. */
async function typeMove(page: Page, san: string) {
  await moveField(page).fill(san);
  await page.getByRole('button', { name: PLAYER_COPY.playMove }).click();
}

const isMoveCheck = (url: string) => /\/api\/lessons\/\d+\/chapters\/\d+\/moves$/.test(new URL(url).pathname);

test.describe('a chapter on the board', () => {
  // Whole journeys (registration, sign-in, a chapter, the course page, the shop's teaser; two axe passes): a minute
  // while the other worker runs its own.
  test.setTimeout(60_000);

  test('a member solves a chapter by typing, misses first, sees the reply, keeps the progress, and buys the recommended equipment', async ({
    page,
  }) => {
    const member = await verifiedMember(page, 'chapter');
    await signInAsMember(page, member);
    const course = (await (await page.request.get(API.lesson(COURSE))).json()) as Lesson;

    await page.goto(ROUTES.lesson(COURSE));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    const start = page.getByRole('link', { name: PLAYER_COPY.startCourse });
    await expect(start).toHaveAttribute('href', `${ROUTES.lesson(COURSE)}/chapters/1`);
    await start.click();
    await expect(page).toHaveURL(new RegExp(`/learn/${COURSE}/chapters/1$`));
    await expect(page.getByText(PLAYER_COPY.chapterOf(1, course.lessonCount))).toBeVisible();

    // A legal check that is not the fork: the api says so, and the move is taken back.
    await typeMove(page, FORK.wrong);
    await expect(feedback(page)).toContainText(CHAPTER_MESSAGES.tryAgain);

    // The fork, the reply played on the board, then the queen.
    const checked = page.waitForResponse((response) => isMoveCheck(response.url()));
    await typeMove(page, FORK.right[0]!);
    expect(((await (await checked).json()) as { reply?: string }).reply).toBe(FORK.reply);
    await expect(feedback(page)).toContainText(CHAPTER_MESSAGES.correct);
    await expect(feedback(page)).toContainText(/king/i);
    await expect(moveField(page)).toBeEnabled();
    await typeMove(page, FORK.right[1]!);
    const next = page.getByRole('link', { name: PLAYER_COPY.nextChapter });
    await expect(next).toBeVisible();
    await expect(next).toHaveAttribute('href', `${ROUTES.lesson(COURSE)}/chapters/2`);

    // Kept on the server: after a reload, the course page offers to continue at chapter 2 and counts one solved.
    await page.reload();
    await page.goto(ROUTES.lesson(COURSE));
    await expect(page.getByTestId('lesson-progress')).toHaveText(chapterProgressLabel(1, course.lessonCount));
    await expect(page.getByRole('link', { name: PLAYER_COPY.continueCourse })).toHaveAttribute(
      'href',
      `${ROUTES.lesson(COURSE)}/chapters/2`,
    );
    const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
    const progress = await page.request.get(CHAPTER_API.progress, { headers: { Authorization: `Bearer ${token}` } });
    expect(((await progress.json()) as { lessonId: number; completed: number[] }[]).find((p) => p.lessonId === COURSE)?.completed).toEqual([
      1,
    ]);

    // Practise at home: the shop's teaser, composed at run time, adds the recommended product to the cart.
    const [productId] = course.recommendedProductIds;
    const product = (await (await page.request.get(API.product(productId!))).json()) as Product;
    const practise = page.getByRole('region', { name: PLAYER_COPY.practiseAtHome });
    await practise.scrollIntoViewIfNeeded();
    const teaser = practise.getByRole('listitem').filter({ hasText: product.name });
    await expect(teaser).toBeVisible();
    await teaser.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(header(page).getByRole('link', { name: /^Cart, 1 item$/ })).toBeVisible();
  });

  test('a first visit draws the position without the board’s code, which arrives at the first sign of playing and moves nothing', async ({
    page,
  }) => {
    // The real board's code (react-chessboard, with chess.js and dnd-kit, a chunk of mfe-learn's), known by a message
    // only it holds. Every script is read as it arrives.
    const boardCode: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('Square width not found')) boardCode.push(response.url());
    });
    // The static board's pieces: one picture of them all, from mfe-learn's own origin (another one in these journeys).
    const pieces = page.waitForResponse((response) => /\/assets\/pieces\.[0-9a-f]+\.svg$/.test(new URL(response.url()).pathname));
    await page.goto(`${ROUTES.lesson(COURSE)}/chapters/1`);
    expect((await pieces).status()).toBe(200);
    const board = page.getByTestId('chapter-board');
    await expect(board).toHaveAttribute('data-board', 'static');
    await expect(board.getByRole('img', { name: 'White knight on b5' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(boardCode).toEqual([]);

    // Where the board's squares, a piece's drawing (react-chessboard's <svg>, the static board's named element) and the
    // exercise under the board are drawn, before the real board arrives and after.
    const boxes = () =>
      page.evaluate(() => {
        const knight = document.querySelector('#chapter-board-square-b5 [role="img"]')!;
        return [
          document.getElementById('chapter-board-square-a8')!,
          document.getElementById('chapter-board-square-h1')!,
          knight.querySelector('svg') ?? knight,
          document.querySelector('[data-testid="chapter-prompt"]')!,
        ].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y, width, height].map((value) => Math.round(value * 4) / 4);
        });
      });
    const before = await boxes();
    await moveField(page).focus();
    await expect(board).toHaveAttribute('data-board', 'interactive');
    await expect.poll(() => boardCode.length).toBe(1);
    await expect(moveField(page)).toBeFocused();
    expect(await boxes()).toEqual(before);
    await expect(board.getByRole('img', { name: 'White knight on b5' })).toBeVisible();
    await expectAccessible(page, 'the chapter page with its real board');
  });

  test('a guest is told that signing in keeps progress, gets the hint after two misses, and the page is accessible', async ({ page }) => {
    await page.goto(`${ROUTES.lesson(COURSE)}/chapters/1`);
    await expect(page.getByRole('link', { name: PLAYER_COPY.signInToKeepProgress })).toHaveAttribute('href', ROUTES.auth);
    await expect(page.getByTestId('chapter-prompt')).toBeVisible();
    await expectAccessible(page, 'the chapter page');

    await typeMove(page, FORK.wrong);
    await expect(feedback(page)).toContainText(CHAPTER_MESSAGES.tryAgain);
    await expect(page.getByTestId('chapter-hint')).toHaveCount(0);
    await typeMove(page, FORK.wrong);
    await expect(page.getByTestId('chapter-hint')).toBeVisible();

    // A move the rules refuse never reaches the api.
    let sent = 0;
    page.on('request', (request) => {
      if (isMoveCheck(request.url())) sent += 1;
    });
    await typeMove(page, 'Ke4');
    await expect(page.getByText(PLAYER_COPY.moveNotLegal('Ke4'))).toBeVisible();
    expect(sent).toBe(0);
    await expectAccessible(page, 'the chapter page after a hint');
  });
});

test.describe('a course’s and a chapter’s pages in the first HTML (docs/architecture.md §10.3)', () => {
  // The run's server serves mfe-learn from another origin and so renders none of its pages: a second server of the
  // same build serves it itself (support/learnRenderingSite.ts), the way a deployment does.
  const site = learnRenderingSiteForBlock();

  const chapterPath = `${ROUTES.lesson(COURSE)}/chapters/1`;
  async function courseAndChapter(request: APIRequestContext) {
    const course = (await (await request.get(`${site.origin}${API.lesson(COURSE)}`)).json()) as Lesson;
    const chapters = (await (await request.get(`${site.origin}${CHAPTER_API.chapters(COURSE)}`)).json()) as PublicChapter[];
    return { course, chapter: chapters[0]! };
  }

  test('the chapter’s HTML, as the server sends it, holds its title, first paragraph, prompt and still board', async ({ request }) => {
    const { course, chapter } = await courseAndChapter(request);
    const html = await (await request.get(`${site.origin}${chapterPath}`)).text();
    expect(html).toContain(`<p>${inHtml(chapter.text[0]!)}</p>`);
    expect(html).toContain(`>${inHtml(chapter.title)}</h1>`);
    expect(html).toContain(inHtml(course.title));
    expect(html).toContain(inHtml(chapter.exercise.prompt));
    expect(html).toContain('data-board="static"');
    expect(html).not.toContain('data-testid="chapter-skeleton"');
  });

  test('the course’s HTML holds its title, text and Course Contents, with Start Course', async ({ request }) => {
    const { course, chapter } = await courseAndChapter(request);
    const html = await (await request.get(`${site.origin}${ROUTES.lesson(COURSE)}`)).text();
    expect(html).toContain(`>${inHtml(course.title)}</h1>`);
    expect(html).toContain(inHtml(course.description));
    expect(html).toContain(`href="${chapterPath}"`);
    expect(html).toContain(`>${inHtml(chapter.title)}<`);
    expect(html).toContain(`>${PLAYER_COPY.startCourse}</a>`);
    expect(html).not.toContain('data-testid="lesson-detail-skeleton"');
  });

  for (const [name, path, live] of [
    ['chapter', chapterPath, (page: Page) => expect(page.getByTestId('chapter-board')).toHaveAttribute('data-board', 'static')],
    ['course', ROUTES.lesson(COURSE), (page: Page) => expect(page.getByTestId('course-contents')).toBeVisible()],
  ] as const) {
    test(`the live ${name} page takes over: no skeleton ever, no second read of the course, nothing moves, no error`, async ({ page }) => {
      const courseReads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(API.lesson(COURSE))) courseReads.push(pathname);
      });
      // A skeleton drawn at any moment (the page's chunk still loading, or its data) would replace the server's page.
      const watched = await watchTakeOver(
        page,
        '[data-testid="chapter-skeleton"], [data-testid="lesson-detail-skeleton"], [data-testid="course-contents-loading"]',
      );
      const { course, chapter } = await courseAndChapter(page.request);

      await page.goto(`${site.origin}${path}`);
      // Live: the page's effect set the document's title to the page's own.
      await expect(page).toHaveTitle(pageTitle(name === 'chapter' ? chapter.title : course.title));
      await live(page);
      await page.waitForLoadState('networkidle');
      await expectTakenOverUnchanged(page, watched);
      expect(courseReads).toEqual([]);
      expect(watched.errors).toEqual([]);
    });
  }
});
