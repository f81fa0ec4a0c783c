import { API_MESSAGES, type BlogCategory, type LessonLevel, type ProductCategory } from '@kingside/contracts';
import { blogCategoryParamSchema, levelParamSchema, productCategoryParamSchema } from '@kingside/contracts/schemas';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { catalogueQueries } from '../catalogue/queries';
import { catalogueCache } from '../catalogue/responseCache';
import { routeId } from '../catalogue/routeId';
import { sendCached } from '../catalogue/sendCached';
import { param } from '../http/validate';

/**
 * The catalogue reads of docs/spec.md §7. Every one validates its parameters (400 on a bad id, level or category;
 * Express has already decoded "Chess%20Sets"), then answers from the response cache.
 * The `.../level/:level` and `.../category/:category` routes come before `/:id` so they win.
 *
 * The handlers are synchronous: a refused parameter throws (the router passes it to the error handler),
 * and a cached answer is written without a promise; only a cache miss returns one (docs/architecture.md §4).
 * app.ts mounts these routes ahead of compression and the other routers.
 */
export function catalogueRoutes({ db }: AppDeps): Router {
  const router = Router();
  const query = catalogueQueries(db);
  const cache = catalogueCache(db);

  router.get('/lessons', (req, res) => sendCached(req, res, cache, 'lessons', () => query.lessons()));
  router.get('/lessons/level/:level', (req, res) => {
    const level = param<LessonLevel>(req.params.level, levelParamSchema, 'level');
    return sendCached(req, res, cache, `lessons/level/${level}`, () => query.lessons(level));
  });
  // Public: the chapters without solution, hint or alternatives (issue 18). Cached like every catalogue read.
  router.get('/lessons/:id/chapters', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `lessons/${id}/chapters`, () => query.chapters(id), API_MESSAGES.lessonNotFound);
  });
  router.get('/lessons/:id', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `lessons/${id}`, () => query.lesson(id), API_MESSAGES.lessonNotFound);
  });

  router.get('/blog-posts', (req, res) => sendCached(req, res, cache, 'blog-posts', () => query.blogPosts()));
  router.get('/blog-posts/category/:category', (req, res) => {
    const category = param<BlogCategory>(req.params.category, blogCategoryParamSchema, 'category');
    return sendCached(req, res, cache, `blog-posts/category/${category}`, () => query.blogPosts(category));
  });
  router.get('/blog-posts/:id', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `blog-posts/${id}`, () => query.blogPost(id), API_MESSAGES.blogPostNotFound);
  });

  router.get('/products', (req, res) => sendCached(req, res, cache, 'products', () => query.products()));
  router.get('/products/category/:category', (req, res) => {
    const category = param<ProductCategory>(req.params.category, productCategoryParamSchema, 'category');
    return sendCached(req, res, cache, `products/category/${category}`, () => query.products(category));
  });
  router.get('/products/:id', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `products/${id}`, () => query.product(id), API_MESSAGES.productNotFound);
  });

  router.get('/testimonials', (req, res) => sendCached(req, res, cache, 'testimonials', () => query.testimonials()));

  return router;
}
