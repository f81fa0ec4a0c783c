/** @jest-environment node */
import { pageTitle, type BlogPost, type Page } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

// The head the server writes into the blog's pages' first HTML (SectionServer.head; docs/spec.md §2.31).

const section = sections.find((candidate) => candidate.mountPath === '/blog')!;
const { at, resultsFor } = sectionServerTesting(section);
const headAt = (path: string, value: unknown) => section.head!(at(path), resultsFor(path, value));

const POST: BlogPost = {
  id: 4,
  title: 'The Immortal Game',
  excerpt: 'Anderssen against Kieseritzky, London 1851.',
  content: 'First.\nSecond.',
  imageUrl: '/images/blog/immortal.svg',
  category: 'History',
  publishedDate: '2026-03-14',
};

describe('the blog’s page heads', () => {
  it('gives an article its title, its excerpt as description, canonical path, picture, Article and BreadcrumbList', () => {
    const head = headAt('/blog/4', POST);
    expect(head).toMatchObject({
      title: pageTitle('The Immortal Game'),
      description: 'Anderssen against Kieseritzky, London 1851.',
      canonicalPath: '/blog/4',
      imagePath: '/images/blog/immortal.svg',
      type: 'article',
    });
    const [article, breadcrumbs] = head!.jsonLd!;
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'The Immortal Game',
      image: '/images/blog/immortal.svg',
      datePublished: '2026-03-14',
      publisher: { '@type': 'Organization', name: 'Kingside Academy' },
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ item: '/' }, { item: '/blog' }, { item: '/blog/4' }],
    });
  });

  it('keeps the list’s category and page in its canonical path, not its sort or search', () => {
    const list: Page<BlogPost> = { items: [POST], total: 1 };
    expect(headAt('/blog?category=history&sort=name&q=game&page=3', list)).toMatchObject({
      title: pageTitle('Chess Blog'),
      canonicalPath: '/blog?category=History&page=3',
      imagePath: '/images/blog/immortal.svg',
    });
  });
});
