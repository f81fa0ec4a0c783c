import {
  type BlogCategory,
  type BlogPost,
  type Lesson,
  type LessonLevel,
  type LessonSummary,
  type Product,
  type ProductCategory,
  type Testimonial,
} from '@kingside/contracts';
import type { Database } from '../shared/db/database';
import { LESSON_SUMMARY_FIELDS, toBlogPost, toLesson, toLessonSummary, toProduct, toTestimonial } from './serialize';

/**
 * The catalogue reads of docs/spec.md §7, straight from the database. Lessons, products and testimonials come in
 * id order (Home shows the first four products); blog posts newest first. A missing id gives null, and so
 * does an archived one: archived items leave every list and page of the storefront (the back office still
 * sees them). These run on cache misses only (responseCache), so the filter costs the hot path nothing.
 */
export function catalogueQueries(db: Database) {
  const { Lesson, BlogPost, Product, Testimonial } = db.models;
  const byId = [['id', 'ASC']] as [string, string][];
  const live = { archived: false };
  const newestFirst = [
    ['publishedDate', 'DESC'],
    ['id', 'DESC'],
  ] as [string, string][];

  return {
    async lessons(level?: LessonLevel): Promise<LessonSummary[]> {
      const rows = await Lesson.findAll({ attributes: LESSON_SUMMARY_FIELDS, where: level ? { ...live, level } : live, order: byId });
      return rows.map((row) => toLessonSummary(row.get({ plain: true })));
    },
    async lesson(id: number): Promise<Lesson | null> {
      const row = await Lesson.findOne({ where: { ...live, id } });
      return row && toLesson(row.get({ plain: true }));
    },
    async blogPosts(category?: BlogCategory): Promise<BlogPost[]> {
      const rows = await BlogPost.findAll({ where: category ? { ...live, category } : live, order: newestFirst });
      return rows.map((row) => toBlogPost(row.get({ plain: true })));
    },
    async blogPost(id: number): Promise<BlogPost | null> {
      const row = await BlogPost.findOne({ where: { ...live, id } });
      return row && toBlogPost(row.get({ plain: true }));
    },
    async products(category?: ProductCategory): Promise<Product[]> {
      const rows = await Product.findAll({ where: category ? { ...live, category } : live, order: byId });
      return rows.map((row) => toProduct(row.get({ plain: true })));
    },
    async product(id: number): Promise<Product | null> {
      const row = await Product.findOne({ where: { ...live, id } });
      return row && toProduct(row.get({ plain: true }));
    },
    async testimonials(): Promise<Testimonial[]> {
      const rows = await Testimonial.findAll({ order: byId });
      return rows.map((row) => toTestimonial(row.get({ plain: true })));
    },
  };
}
