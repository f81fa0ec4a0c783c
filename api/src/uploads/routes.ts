import { BACK_OFFICE_MESSAGES, IMAGE_VARIANT_WIDTHS, UPLOADS_PATH, type UploadedImage } from '@kingside/contracts';
import { BACK_OFFICE_API, MAX_UPLOAD_BYTES } from '@kingside/contracts/admin';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import type { AppDeps } from '../shared/deps';
import { currentAdmin, requireAdmin } from '../accounts';
import { HttpError, notFound } from '../shared/http/errors';
import { imageStore } from './store';

/** The router is mounted at /api/admin (app.ts), beside the admin routes. */
const ADMIN_PREFIX = '/api/admin';
/** A year, in the milliseconds `send` takes: `max-age=31536000` exactly. */
const ONE_YEAR_MS = 31_536_000_000;
/** The only names ever served: an original or one of its variants (store.ts). Nothing else on disk is reachable. */
const SERVED_NAME = new RegExp(`^[0-9a-f]{64}(?:\\.(?:png|jpg|webp)|-(?:${IMAGE_VARIANT_WIDTHS.join('|')})\\.webp)$`);

/**
 * The multipart parser: one file, in memory (5 MB at most, so the bytes can be hashed and decoded
 * without a temporary file), and only a few small other fields, which are ignored. multer skips a part
 * without a file name (a form's empty file input) and any body that is not multipart, both "no image".
 */
const parseImage = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
}).single('image');

/**
 * multer's failures as the api's answers: the size limit is a 413; everything else it refuses (a file
 * under another field, a second file, too many fields, a malformed or cut-off multipart body) is the
 * client's body not carrying one image: 400.
 */
const receiveImage: RequestHandler = (req, res, next) => {
  parseImage(req, res, (error?: unknown) => {
    if (!error) next();
    else if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE')
      next(new HttpError(413, BACK_OFFICE_MESSAGES.imageTooLarge));
    else next(new HttpError(400, BACK_OFFICE_MESSAGES.imageMissing));
  });
};

/**
 * POST /api/admin/uploads: an administrator's image, stored under its content hash with its WebP
 * variants (store.ts). The admin check runs before the body is read, so nobody else makes the server
 * buffer 5 MB. Answers carry `no-store` like every admin answer.
 */
export function uploadRoutes(deps: AppDeps): Router {
  const router = Router();
  const store = imageStore(deps.config.uploadsDir);
  const noStore: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.post(BACK_OFFICE_API.uploads.slice(ADMIN_PREFIX.length), noStore, requireAdmin(deps), receiveImage, async (req, res) => {
    const file = req.file;
    if (!file || file.size === 0) throw new HttpError(400, BACK_OFFICE_MESSAGES.imageMissing);
    const { created, ...image } = await store.save(file.buffer);
    req.log?.info({ adminId: currentAdmin(res).id, url: image.url, bytes: file.size, created }, 'image uploaded');
    res
      .status(201)
      .location(image.url)
      .json({ url: image.url, variants: image.variants } satisfies UploadedImage);
  });

  return router;
}

/**
 * GET /uploads/<name>: the stored files, cached for a year and `immutable` (a name is its content's hash,
 * so it never changes), never sniffed into another type. Only names of the stored shape are looked up, so
 * no path (`..`, encoded slashes, dot-files, temporary files) reaches the disk; anything else under
 * /uploads/ is a 404, never the site's page.
 */
export function uploadedFiles({ config }: AppDeps): Router {
  const router = Router();
  const root = config.uploadsDir;

  router.get(`${UPLOADS_PATH}:name`, (req, res, next) => {
    const { name } = req.params;
    if (!SERVED_NAME.test(name)) {
      next(notFound());
      return;
    }
    res.sendFile(
      name,
      { root, maxAge: ONE_YEAR_MS, immutable: true, dotfiles: 'deny', headers: { 'X-Content-Type-Options': 'nosniff' } },
      (error?: NodeJS.ErrnoException & { status?: number }) => {
        // After the headers (the client left mid-transfer) there is nobody to answer.
        if (!error || res.headersSent || error.code === 'ECONNABORTED') return;
        next(error.status === 404 || error.code === 'ENOENT' ? notFound() : error);
      },
    );
  });
  router.use(UPLOADS_PATH.replace(/\/$/, ''), (_req, _res, next) => next(notFound()));

  return router;
}
