import { ThemeProvider } from '@emotion/react';
import { imageSrcSet } from '@kingside/contracts';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../theme';
import { CatalogueImage } from './CatalogueImage';
import { MediaCard } from '../parts/MediaCard';
import { MEDIA_IMAGE_SIZES } from '../parts/MediaCardSkeleton';

const SHIPPED = '/images/lessons/opposition.svg';
const UPLOADED = `/uploads/${'0123456789abcdef'.repeat(4)}.png`;

const card = (imageUrl: string) => (
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <MediaCard to="/learn/7" title="The Opposition" summary="Kings facing each other." imageUrl={imageUrl} imageAlt="" meta={null} />
    </MemoryRouter>
  </ThemeProvider>
);

const imageOf = (ui: ReactNode) => render(ui).container.querySelector('img')!;

describe('CatalogueImage', () => {
  it('renders a picture the site ships exactly as the plain <img> it replaced: no srcset, no sizes', () => {
    const props = { alt: 'A board', width: 400, height: 300, loading: 'lazy', className: 'picture' } as const;
    expect(renderToStaticMarkup(<CatalogueImage src={SHIPPED} sizes="100vw" {...props} />)).toBe(
      renderToStaticMarkup(<img src={SHIPPED} {...props} />),
    );
  });

  it('offers an uploaded picture’s WebP variants through srcset, with the sizes it is drawn at, keeping the original as src', () => {
    const srcSet = imageSrcSet(UPLOADED)!;
    expect(srcSet).toBe(
      ['320', '640', '960'].map((width) => `/uploads/${'0123456789abcdef'.repeat(4)}-${width}.webp ${width}w`).join(', '),
    );
    expect(renderToStaticMarkup(<CatalogueImage src={UPLOADED} sizes="50vw" alt="A board" width={400} />)).toBe(
      renderToStaticMarkup(<img src={UPLOADED} srcSet={srcSet} sizes="50vw" alt="A board" width={400} />),
    );
  });
});

describe('MediaCard’s picture (lesson, article and product cards, and the Home previews)', () => {
  it('keeps its server markup for a shipped picture: the same attributes in the same order', () => {
    const tag = /<img\b[^>]*>/.exec(renderToStaticMarkup(card(SHIPPED)))![0];
    expect([...tag.matchAll(/\s([a-zA-Z-]+)=/g)].map(([, name]) => name)).toEqual(['src', 'alt', 'width', 'height', 'loading', 'class']);
    expect(tag).toContain(`src="${SHIPPED}"`);
  });

  it('offers the variants of an uploaded picture at the width a card is drawn', () => {
    const image = imageOf(card(UPLOADED));
    expect(image.getAttribute('src')).toBe(UPLOADED);
    expect(image.getAttribute('srcset')).toBe(imageSrcSet(UPLOADED));
    expect(image.getAttribute('sizes')).toBe(MEDIA_IMAGE_SIZES);
  });

  it.each([
    ['a shipped', SHIPPED],
    ['an uploaded', UPLOADED],
  ])('with %s picture, hydrates the server’s markup without a mismatch, keeping every element', async (_, imageUrl) => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(card(imageUrl));
    document.body.append(container);
    const before = [...container.querySelectorAll('*')];
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, card(imageUrl), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    const after = [...container.querySelectorAll('*')];
    expect(after.length === before.length && after.every((element, i) => element === before[i])).toBe(true);
    container.remove();
  });
});
