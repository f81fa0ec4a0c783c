import {
  BACK_OFFICE_MESSAGES,
  REVIEW_MESSAGES,
  reviewPageRead,
  STORAGE_KEYS,
  type MyReview,
  type MyReviewState,
  type Product,
  type ProductReviewPage,
} from '@kingside/contracts';
import { readFetchCall, type FetchCall } from '@kingside/ui/testing';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { sections } from '../server';

// The product page's reviews in the browser (issue 44; docs/spec.md §2.8): the server's page hydrated as drawn, then the
// member's part once live: sign in, the form for a member whose order has shipped, their review and its edit, and the
// api's refusals said in words.

const section = sections.find((candidate) => candidate.mountPath === '/shop')!;
const { hydrate, at } = sectionServerTesting(section);

// A product's page is a chunk of its own, loaded before the server draws it and the browser hydrates it (the api awaits
// preload, the shell the section's preloadFor).
beforeAll(() => section.preload?.(at('/shop/7')));

const PRODUCT: Product = {
  id: 7,
  name: 'Staunton Tournament Set',
  description: 'A weighted Staunton set.',
  imageUrl: '/images/products/staunton.svg',
  price: 8999,
  inStock: true,
  category: 'Chess Sets',
};
const review = (id: number, text: string) => ({
  id,
  rating: 4,
  text,
  author: `Reviewer ${id}.`,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});
const PAGE: ProductReviewPage = {
  productId: 7,
  average: 4,
  count: 7,
  limit: 5,
  offset: 0,
  reviews: [1, 2, 3, 4, 5].map((n) => review(n, `Review ${n}`)),
};
const MINE: MyReview = {
  id: 40,
  productId: 7,
  rating: 3,
  text: 'Decent set.',
  hidden: false,
  version: 1,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

/** The server's reads of `path`, answered. */
function results(path: string, reviews: ProductReviewPage = PAGE) {
  const [product, reviewsRead] = section.queriesFor(at(path))!;
  return [
    { endpointName: product!.endpointName, arg: product!.arg, value: PRODUCT },
    { endpointName: reviewsRead!.endpointName, arg: reviewsRead!.arg, value: reviews },
  ];
}

type Reply = { status: number; body: unknown };
/** The api stand-in: each call recorded; answered by `answer`, else held for ever. */
let calls: FetchCall[];
let answer: (call: FetchCall) => Reply | undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = await readFetchCall(input as RequestInfo, init);
    calls.push(call);
    const reply = answer(call);
    if (!reply) return new Promise<Response>(() => undefined);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const signedIn = () => localStorage.setItem(STORAGE_KEYS.authToken, 'member-token');
const memberState = (state: Partial<MyReviewState>): Reply => ({
  status: 200,
  body: { productId: 7, canReview: true, review: null, ...state },
});
const isMine = (call: FetchCall) => call.url === '/api/me/reviews/7';

describe('the reviews of the server’s page, hydrated', () => {
  it.each([
    ['a guest', () => undefined],
    ['a signed-in member', signedIn],
  ])('keeps the server’s reviews as drawn for %s (nothing of the member’s part is drawn until the page is live)', async (_who, browser) => {
    const { problems, served, container, unmount } = await hydrate('/shop/7', results('/shop/7'), browser);
    expect(problems).toEqual([]);
    expect(served).toContain('Based on 7 reviews');
    expect(within(container).getAllByTestId('review')).toHaveLength(5);
    // The server's reads are in the store: none is made again.
    expect(calls.filter((call) => call.url.startsWith('/api/products/7'))).toEqual([]);
    unmount();
  });

  it('offers a guest to sign in, once the page is live', async () => {
    const { container, unmount } = await hydrate('/shop/7', results('/shop/7'));
    const link = await within(container).findByRole('link', { name: 'Sign in to review it' });
    expect(link.getAttribute('href')).toBe('/auth');
    expect(container.textContent).toContain('Bought this?');
    unmount();
  });

  it('moves to the older reviews by its link, reads that page and puts the focus on the heading', async () => {
    answer = (call) =>
      call.url === reviewPageRead(7, 2)
        ? { status: 200, body: { ...PAGE, offset: 5, reviews: [review(6, 'Review 6'), review(7, 'Review 7')] } }
        : undefined;
    const { container, unmount } = await hydrate('/shop/7', results('/shop/7'));
    await act(async () => fireEvent.click(within(container).getByRole('link', { name: 'Older reviews' })));
    await within(container).findByText('Review 6');
    expect(container.textContent).toContain('Reviews 6–7 of 7');
    expect(document.activeElement).toBe(within(container).getByRole('heading', { name: 'Reviews' }));
    expect(within(container).getByRole('link', { name: 'Newer reviews' }).getAttribute('href')).toBe('/shop/7');
    unmount();
  });
});

describe('a member’s review', () => {
  async function livePage(state: Reply) {
    answer = (call) => (isMine(call) && call.method === 'GET' ? state : undefined);
    const page = await hydrate('/shop/7', results('/shop/7'), signedIn);
    return page;
  }

  it('tells a member who has not received the product why there is no form', async () => {
    const { container, unmount } = await livePage(memberState({ canReview: false }));
    await within(container).findByText(REVIEW_MESSAGES.notReceived);
    expect(within(container).queryByRole('form')).toBeNull();
    expect(calls.find(isMine)?.headers.Authorization).toBe('Bearer member-token');
    unmount();
  });

  it('checks the rating and the text before sending, and says what is missing', async () => {
    const { container, unmount } = await livePage(memberState({}));
    const form = await within(container).findByRole('form', { name: 'Write a review' });
    await act(async () => fireEvent.submit(form));
    await within(form).findByText(REVIEW_MESSAGES.rating);
    expect(within(form).getByText(REVIEW_MESSAGES.text)).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByRole('radio', { name: /1 star/ }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    unmount();
  });

  it('posts a rating from the radio group and a trimmed text, then shows the review and reads the reviews again', async () => {
    const { container, unmount } = await livePage(memberState({}));
    const form = await within(container).findByRole('form', { name: 'Write a review' });
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: /4 stars/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: '  Lovely felt.  ' } });
    const posted = { ...MINE, rating: 4, text: 'Lovely felt.' };
    answer = (call) =>
      isMine(call) && call.method === 'POST'
        ? { status: 201, body: posted }
        : call.url === reviewPageRead(7, 1)
          ? { status: 200, body: PAGE }
          : undefined;
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Post review' })));
    const mine = await within(container).findByTestId('my-review');
    expect(within(mine).getByText('Lovely felt.')).toBeTruthy();
    expect(within(mine).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ rating: 4, text: 'Lovely felt.' });
    expect(post.headers['If-Match']).toBeUndefined();
    await waitFor(() => expect(calls.some((call) => call.url === reviewPageRead(7, 1))).toBe(true));
    unmount();
  });

  it('says the api’s refusal of a second review (409) in words', async () => {
    const { container, unmount } = await livePage(memberState({}));
    const form = await within(container).findByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByRole('radio', { name: /5 stars/ }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Great.' } });
    answer = (call) =>
      isMine(call) && call.method === 'POST' ? { status: 409, body: { message: REVIEW_MESSAGES.alreadyReviewed } } : undefined;
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Post review' })));
    const alert = await within(container).findByRole('alert');
    expect(alert.textContent).toContain('Could not save your review');
    expect(alert.textContent).toContain(REVIEW_MESSAGES.alreadyReviewed);
    unmount();
  });

  it('shows the member’s review, hidden or not, and edits it with its version in If-Match', async () => {
    const { container, unmount } = await livePage(memberState({ review: { ...MINE, hidden: true } }));
    const mine = await within(container).findByTestId('my-review');
    expect(mine.textContent).toContain('Decent set.');
    expect(mine.textContent).toContain('Our moderators have hidden your review: it is not shown on this page.');
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit your review' }));
    const form = within(container).getByRole('form', { name: 'Edit your review' });
    expect((within(form).getByRole('radio', { name: /3 stars/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('textbox', { name: 'Your review' }) as HTMLTextAreaElement).value).toBe('Decent set.');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Your review' }), { target: { value: 'Better than I thought.' } });
    answer = (call) =>
      isMine(call) && call.method === 'PUT' ? { status: 412, body: { message: BACK_OFFICE_MESSAGES.conflict } } : undefined;
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save review' })));
    const alert = await within(container).findByRole('alert');
    expect(alert.textContent).toContain('Your review was changed in another window. Save again to replace it with what is in this form.');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.headers['If-Match']).toBe('"1"');
    expect(put.body).toEqual({ rating: 3, text: 'Better than I thought.' });
    // Cancel goes back to the review as it is.
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(container).getByTestId('my-review')).toBeTruthy();
    unmount();
  });
});
