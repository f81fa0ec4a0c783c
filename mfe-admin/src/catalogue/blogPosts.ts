import { BLOG_CATEGORIES, formatCalendarDate } from '@kingside/contracts';
import { optionsOf } from '../kit/list';
import { defineResource } from '../kit/resource';

/** /admin/blog-posts: the articles of /blog, their content previewed as the article page shows it. */
export const blogPosts = defineResource({
  kind: 'blog-posts',
  labels: { singular: 'blog post', plural: 'blog posts', title: 'Blog Posts' },
  titleOf: (post) => post.title,
  filter: { param: 'category', label: 'Category', options: optionsOf(BLOG_CATEGORIES) },
  columns: [
    { id: 'title', header: 'Title', cell: (post) => post.title, link: true },
    { id: 'category', header: 'Category', cell: (post) => post.category },
    { id: 'publishedDate', header: 'Published', cell: (post) => formatCalendarDate(post.publishedDate) },
  ],
  fields: [
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'excerpt', label: 'Excerpt', kind: 'textarea' },
    { name: 'category', label: 'Category', kind: 'select', options: BLOG_CATEGORIES },
    { name: 'publishedDate', label: 'Published date', kind: 'date' },
    { name: 'imageUrl', label: 'Image', kind: 'image' },
    { name: 'content', label: 'Content', kind: 'textarea', preview: true },
  ],
});
