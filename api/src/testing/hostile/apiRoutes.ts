import type { Express } from 'express';

/** "METHOD /api/path/:param", as the routers declare it. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api${string}`;

interface Layer {
  rawPath?: string;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/**
 * Every route the app serves under /api, read from its routers (Express 5: each mounted router is a
 * layer with its mount path in `rawPath`), so a route added later without hostile-input coverage fails
 * the coverage test instead of going unnoticed.
 */
export function apiRoutes(app: Express): RouteKey[] {
  const keys = new Set<RouteKey>();
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') keys.add(`${method.toUpperCase()} ${prefix}${layer.route.path}` as RouteKey);
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${layer.rawPath ?? ''}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...keys].filter((key) => key.split(' ')[1]!.startsWith('/api/')).sort();
}
