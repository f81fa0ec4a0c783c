import type { AdminBlogPost, AdminLesson, AdminProduct } from '@kingside/contracts';

/** Records as the admin api answers them, for the catalogue screens' tests. */

const versioned = { archived: false, version: 3, createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-03-14T10:00:00.000Z' };

export function product(fields: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 7,
    name: 'Staunton Chess Set',
    description: 'Weighted wooden pieces.',
    imageUrl: '/images/products/staunton.jpg',
    price: 4999,
    stock: 12,
    category: 'Chess Sets',
    ...versioned,
    ...fields,
  };
}

export function lesson(fields: Partial<AdminLesson> = {}): AdminLesson {
  return {
    id: 3,
    title: 'Opening Principles',
    description: 'Control the centre.',
    imageUrl: '/images/lessons/openings.jpg',
    level: 'beginner',
    lessonCount: 8,
    content: 'Develop your pieces.\nCastle early.',
    category: 'Openings',
    ...versioned,
    ...fields,
  };
}

export function blogPost(fields: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: 5,
    title: 'The Psychology of Blunders',
    excerpt: 'Why strong players miss simple tactics.',
    content: 'Everyone blunders.\nHere is why.',
    imageUrl: '/images/blog/blunders.jpg',
    category: 'Psychology',
    publishedDate: '2026-02-01',
    ...versioned,
    ...fields,
  };
}
