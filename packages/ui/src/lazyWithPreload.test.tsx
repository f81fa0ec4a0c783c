import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload } from './lazyWithPreload';

const Page = () => <h1>The page</h1>;
const Fallback = () => <p>Loading</p>;

function draw(Component: () => React.JSX.Element) {
  render(
    <Suspense fallback={<Fallback />}>
      <Component />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('draws the page in the first render once preload has resolved: no fallback, even for a moment', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    draw(Lazy);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('The page');
  });

  it('is a React.lazy until then: the fallback, then the page', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Page }));
    draw(Lazy);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading')).toBeTruthy();
  });

  it('loads the module once, however often it is preloaded or drawn', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const Lazy = lazyWithPreload(load);
    expect(load).not.toHaveBeenCalled();
    draw(Lazy);
    await act(() => Promise.all([Lazy.preload(), Lazy.preload()]));
    draw(Lazy);
    expect(screen.getAllByRole('heading')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load on to the caller of preload (the server renders the empty frame, the shell logs it)', async () => {
    const Lazy = lazyWithPreload(() => Promise.reject(new Error('chunk failed')));
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
  });

  it('forgets a failed load: the next preload loads again, and the page is drawn once it has', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
    draw(Lazy);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('heading').textContent).toBe('The page');
  });
});
