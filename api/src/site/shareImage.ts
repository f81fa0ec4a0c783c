import fs from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/*
 * The picture a link preview shows (og:image, twitter:image; docs/spec.md §2.31). The catalogue's pictures are SVG,
 * which Facebook, X, LinkedIn and the messengers do not show: a page's head names a PNG of its picture instead, drawn
 * from the SVG by sharp at the size they ask for (1200 × 630, the picture whole on a white ground), once per picture
 * and kept. Any other picture (an uploaded one is raster already) is named as it is.
 */

/** Where the PNG of the site picture /images/<name>.svg is served: /share-images/<name>.png. */
export const SHARE_IMAGES_PATH = '/share-images/';
const SITE_IMAGES_PATH = '/images/';

/** The size link previews ask for (Open Graph's and X's summary_large_image). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A picture's name: lower-case words, digits and hyphens, in folders; nothing else names a file. */
const NAME = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;

/** The picture a link preview shows for `imagePath`: the PNG of a site SVG, or `imagePath` itself. */
export function shareImagePath(imagePath: string): string {
  if (!imagePath.startsWith(SITE_IMAGES_PATH) || !imagePath.endsWith('.svg')) return imagePath;
  const name = imagePath.slice(SITE_IMAGES_PATH.length, -'.svg'.length);
  return NAME.test(name) ? `${SHARE_IMAGES_PATH}${name}.png` : imagePath;
}

/** Pictures drawn so far (about 20–60 KB each): the catalogue's own are a few dozen. */
const KEPT = 200;

/**
 * GET /share-images/<name>.png: the PNG of `imagesDir`/<name>.svg. 404 for a name that is not a picture's (and for
 * anything outside the folder: the name allows no dot). Cached a day by browsers and previewers, as /images/ is.
 */
export function shareImageRoute(imagesDir: string): RequestHandler {
  const drawn = new LRUCache<string, Promise<Buffer | null>>({ max: KEPT });
  const draw = async (name: string): Promise<Buffer | null> => {
    let svg: Buffer;
    try {
      svg = await fs.readFile(path.join(imagesDir, `${name}.svg`));
    } catch {
      return null;
    }
    return sharp(svg, { density: 144 })
      .resize({ ...SHARE_IMAGE_SIZE, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  };
  return (req, res, next) => {
    const name = req.path.slice(1).replace(/\.png$/, '');
    if (!req.path.endsWith('.png') || !NAME.test(name)) return void res.status(404).type('text/plain').send('Not found');
    let picture = drawn.get(name);
    if (!picture) {
      picture = draw(name);
      drawn.set(name, picture);
      // A picture that could not be drawn is tried again next time, not kept as a failure.
      picture.catch(() => drawn.delete(name));
    }
    picture.then((png) => {
      if (!png) {
        drawn.delete(name);
        return void res.status(404).type('text/plain').send('Not found');
      }
      res.set('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
    }, next);
  };
}
