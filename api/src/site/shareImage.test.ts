/** @jest-environment node */
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { API_ROOT } from '../shared/config';
import { SHARE_IMAGE_SIZE, SHARE_IMAGES_PATH, shareImagePath, shareImageRoute } from './shareImage';

describe('shareImagePath', () => {
  it('names the PNG of a site SVG, and any other picture as it is', () => {
    expect(shareImagePath('/images/products/walnut-board.svg')).toBe('/share-images/products/walnut-board.png');
    expect(shareImagePath('/images/favicon.svg')).toBe('/share-images/favicon.png');
    expect(shareImagePath('/uploads/3f2a.webp')).toBe('/uploads/3f2a.webp');
    expect(shareImagePath('/images/products/board.webp')).toBe('/images/products/board.webp');
    expect(shareImagePath('/images/../secrets.svg')).toBe('/images/../secrets.svg');
  });
});

describe(`GET ${SHARE_IMAGES_PATH}<name>.png`, () => {
  const app = express();
  app.use(SHARE_IMAGES_PATH, shareImageRoute(path.join(API_ROOT, 'public', 'images')));

  it('draws a catalogue picture as a 1200 × 630 PNG, cached a day', async () => {
    const res = await request(app).get('/share-images/favicon.png').expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { width, height, format } = await sharp(res.body as Buffer).metadata();
    expect({ width, height, format }).toEqual({ ...SHARE_IMAGE_SIZE, format: 'png' });
    // Drawn once: the second answer is the same picture.
    const again = await request(app).get('/share-images/favicon.png').expect(200);
    expect(Buffer.compare(again.body as Buffer, res.body as Buffer)).toBe(0);
  });

  it('answers 404 for a picture the site does not have, and for any name outside its folder', async () => {
    for (const url of [
      '/share-images/products/no-such-picture.png',
      '/share-images/favicon.svg',
      '/share-images/..%2f..%2fpackage.png',
      '/share-images/.hidden.png',
      '/share-images/Favicon.png',
    ]) {
      await request(app).get(url).expect(404);
    }
  });
});
