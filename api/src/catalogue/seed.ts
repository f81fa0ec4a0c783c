import { UniqueConstraintError, type ModelStatic, type Model } from 'sequelize';
import type { Database } from '../shared/db/database';
import { invalidateCatalogue } from './responseCache';
import { blogPosts } from './seedContent/blogPosts';
import { lessons } from './seedContent/lessons';
import { products } from './seedContent/products';
import { testimonials } from './seedContent/testimonials';

export interface CatalogueSeedResult {
  /** tables that were empty and got their content now */
  loaded: string[];
}

/**
 * Fills one catalogue table with its content, only when it is empty: an edited or grown catalogue is
 * never overwritten on restart. Count and insert share a transaction, and rows get their ids explicitly
 * (1, 2, 3… in content order), so two instances seeding one database at once collide on the primary
 * key: the loser rolls back and leaves the winner's rows, instead of inserting a second copy.
 */
async function loadIfEmpty(db: Database, model: ModelStatic<Model>, rows: readonly object[]): Promise<boolean> {
  try {
    return await db.sequelize.transaction(async (transaction) => {
      if ((await model.count({ transaction })) > 0) return false;
      const now = new Date();
      await model.bulkCreate(
        rows.map((row, index) => ({ ...row, id: index + 1, createdAt: now, updatedAt: now })),
        { transaction },
      );
      return true;
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return false;
    throw error;
  }
}

/** Loads the seed content (db/seed/content) into every empty catalogue table. */
export async function seedCatalogue(db: Database): Promise<CatalogueSeedResult> {
  const { Lesson, BlogPost, Product, Testimonial } = db.models;
  const tables: [string, ModelStatic<Model>, readonly object[]][] = [
    // The recommended products are stored as JSON text (migration 0007).
    [
      'lessons',
      Lesson as ModelStatic<Model>,
      lessons.map((lesson) => ({ ...lesson, recommendedProductIds: JSON.stringify(lesson.recommendedProductIds) })),
    ],
    ['blog_posts', BlogPost as ModelStatic<Model>, blogPosts],
    ['products', Product as ModelStatic<Model>, products],
    ['testimonials', Testimonial as ModelStatic<Model>, testimonials],
  ];
  const loaded: string[] = [];
  for (const [name, model, rows] of tables) {
    if (await loadIfEmpty(db, model, rows)) loaded.push(name);
  }
  if (loaded.length > 0) invalidateCatalogue(db);
  return { loaded };
}
