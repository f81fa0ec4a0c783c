import { type BlogCategory, type LessonLevel, type ProductCategory } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { blogCategoryParamSchema, levelParamSchema, productCategoryParamSchema } from '@kingside/contracts/schemas';
import { Router } from 'express';
import type { AppDeps } from '../shared/deps';
import { listPages } from './listPages';
import { idsOf, listCacheKey, listQueryOf, queryOf } from './listQuery';
import { catalogueQueries } from './queries';
import { catalogueCache } from './responseCache';
import { routeId } from './routeId';
import { sendCached } from './sendCached';
import { param } from '../shared/http/validate';

/**
 * The catalogue reads of docs/spec.md §7. Every one validates its parameters (400 on a bad id, level or category;
 * Express has already decoded "Chess%20Sets"), then answers from the response cache.
 * The `.../level/:level` and `.../category/:category` routes come before `/:id` so they win.
 *
 * A refused parameter throws (the router passes it to the error handler); a cache miss returns the load's promise.
 * app.ts mounts these routes behind the compression middleware, ahead of the other routers.
 *
 * A list read with paging parameters (`limit`, `offset`, `q`, `sort`, the filter) answers one page and its
 * X-Total-Count (docs/spec.md §7.12), cached per validated query like every other read; `?ids=` answers
 * exactly those products. Without them, a list is the whole list of docs/spec.md §7.2.
 */
export function catalogueRoutes({ db }: AppDeps): Router {
  const router = Router();
  const query = catalogueQueries(db);
  const cache = catalogueCache(db);
  const pages = listPages(db);

  router.get('/lessons', (req, res) => {
    const page = listQueryOf(queryOf(req), 'lessons');
    if (page) return sendCached(req, res, cache, listCacheKey('lessons', page), () => pages.lessons(page));
    return sendCached(req, res, cache, 'lessons', () => query.lessons());
  });
  router.get('/lessons/level/:level', (req, res) => {
    const level = param<LessonLevel>(req.params.level, levelParamSchema, 'level');
    const page = listQueryOf(queryOf(req), 'lessons', level);
    if (page) return sendCached(req, res, cache, listCacheKey('lessons', page), () => pages.lessons(page));
    return sendCached(req, res, cache, `lessons/level/${level}`, () => query.lessons(level));
  });
  router.get('/lessons/:id', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `lessons/${id}`, () => query.lesson(id), API_MESSAGES.lessonNotFound);
  });

  router.get('/blog-posts', (req, res) => {
    const page = listQueryOf(queryOf(req), 'blog');
    if (page) return sendCached(req, res, cache, listCacheKey('blog', page), () => pages.blogPosts(page));
    return sendCached(req, res, cache, 'blog-posts', () => query.blogPosts());
  });
  router.get('/blog-posts/category/:category', (req, res) => {
    const category = param<BlogCategory>(req.params.category, blogCategoryParamSchema, 'category');
    const page = listQueryOf(queryOf(req), 'blog', category);
    if (page) return sendCached(req, res, cache, listCacheKey('blog', page), () => pages.blogPosts(page));
    return sendCached(req, res, cache, `blog-posts/category/${category}`, () => query.blogPosts(category));
  });
  router.get('/blog-posts/:id', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `blog-posts/${id}`, () => query.blogPost(id), API_MESSAGES.blogPostNotFound);
  });

  router.get('/products', (req, res) => {
    const search = queryOf(req);
    const ids = idsOf(search);
    if (ids) return sendCached(req, res, cache, `products?ids=${ids.join(',')}`, () => pages.productsByIds(ids));
    const page = listQueryOf(search, 'products');
    if (page) return sendCached(req, res, cache, listCacheKey('products', page), () => pages.products(page));
    return sendCached(req, res, cache, 'products', () => query.products());
  });
  router.get('/products/category/:category', (req, res) => {
    const category = param<ProductCategory>(req.params.category, productCategoryParamSchema, 'category');
    const page = listQueryOf(queryOf(req), 'products', category);
    if (page) return sendCached(req, res, cache, listCacheKey('products', page), () => pages.products(page));
    return sendCached(req, res, cache, `products/category/${category}`, () => query.products(category));
  });
  router.get('/products/:id', (req, res) => {
    const id = routeId(req.params.id);
    return sendCached(req, res, cache, `products/${id}`, () => query.product(id), API_MESSAGES.productNotFound);
  });

  router.get('/testimonials', (req, res) => sendCached(req, res, cache, 'testimonials', () => query.testimonials()));

  return router;
}
