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
import { isInStock } from '@kingside/contracts/admin';
import type { InferAttributes } from 'sequelize';
import type { BlogPostModel, LessonModel, ProductModel, TestimonialModel } from './models';
import { toDateOnly, toIsoString } from '../shared/db/values';

/*
 * Rows to the JSON shapes of @kingside/contracts. SQLite and MariaDB hand back different JavaScript
 * types for the same column (TINYINT 0/1 or booleans, DATE as a string or a Date, DOUBLE as a number or
 * a string), so every field is normalised here, once, and both databases answer byte-identical JSON.
 */

/** The list payload of lessons (docs/spec.md §3): never the content, so the list stays small. */
export const LESSON_SUMMARY_FIELDS = ['id', 'title', 'description', 'imageUrl', 'level', 'lessonCount'];

export function toLessonSummary(
  row: Pick<LessonModel, 'id' | 'title' | 'description' | 'imageUrl' | 'level' | 'lessonCount'>,
): LessonSummary {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    level: row.level as LessonLevel,
    lessonCount: Number(row.lessonCount),
  };
}

/** lessons.recommendedProductIds (JSON text, migration 0007) as ids; anything else stored there reads as none. */
export function productIds(value: unknown): number[] {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

export function toLesson(row: InferAttributes<LessonModel>): Lesson {
  return {
    ...toLessonSummary(row),
    content: row.content,
    category: row.category,
    createdAt: toIsoString(row.createdAt),
    recommendedProductIds: productIds(row.recommendedProductIds),
  };
}

export function toBlogPost(row: InferAttributes<BlogPostModel>): BlogPost {
  return {
    id: Number(row.id),
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    imageUrl: row.imageUrl,
    category: row.category as BlogCategory,
    publishedDate: toDateOnly(row.publishedDate),
  };
}

export function toProduct(row: InferAttributes<ProductModel>): Product {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    price: Number(row.price),
    // The storefront sees whether it can be bought, never how many are left.
    inStock: isInStock(Number(row.stock)),
    category: row.category as ProductCategory,
  };
}

export function toTestimonial(row: InferAttributes<TestimonialModel>): Testimonial {
  return {
    id: Number(row.id),
    name: row.name,
    imageUrl: row.imageUrl,
    rating: Number(row.rating),
    testimonial: row.testimonial,
    playerLevel: row.playerLevel,
  };
}
