import type { Database } from '../shared/db/database';

/** A catalogue record the storefront shows (not archived) and when it last changed. */
export interface PublicRecord {
  id: number;
  updatedAt: Date;
}

/** The records of the storefront's detail pages: products, courses and articles, archived ones left out. */
export interface PublicCatalogue {
  products: PublicRecord[];
  lessons: PublicRecord[];
  blogPosts: PublicRecord[];
}

/**
 * Every product, course and article the storefront shows, each with its last change (the site's sitemap,
 * site/sitemap.ts): their ids and update times only, in id order, read straight from the database.
 */
export async function publicCatalogue(db: Database): Promise<PublicCatalogue> {
  const { Product, Lesson, BlogPost } = db.models;
  const options = { attributes: ['id', 'updatedAt'], where: { archived: false }, order: [['id', 'ASC']] as [string, string][], raw: true };
  const [products, lessons, blogPosts] = await Promise.all([
    Product.findAll(options) as unknown as Promise<PublicRecord[]>,
    Lesson.findAll(options) as unknown as Promise<PublicRecord[]>,
    BlogPost.findAll(options) as unknown as Promise<PublicRecord[]>,
  ]);
  const records = (rows: PublicRecord[]) => rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt) }));
  return { products: records(products), lessons: records(lessons), blogPosts: records(blogPosts) };
}
