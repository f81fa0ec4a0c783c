import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  BACK_OFFICE_MESSAGES,
  MAX_UPLOAD_PIXELS,
  UPLOADS_PATH,
  imageVariants,
  type ImageVariant,
  type UploadedImage,
} from '@kingside/contracts';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { HttpError } from '../shared/http/errors';
import { EXTENSION, sniffImage, type UploadFormat } from './sniff';

const unsupported = () => new HttpError(415, BACK_OFFICE_MESSAGES.unsupportedImage);

/**
 * How every upload is decoded. `failOn: 'warning'` is sharp's advice for untrusted input (a truncated or
 * damaged image is refused rather than half-decoded); the pixel limit refuses decompression bombs inside
 * libvips too, should a header ever understate what the check in inspect() saw.
 */
const DECODE: SharpOptions = { failOn: 'warning', limitInputPixels: MAX_UPLOAD_PIXELS };
/** WebP quality of the variants: visually lossless for photos at a fraction of a PNG's weight. */
const VARIANT_QUALITY = 80;

export interface StoredImage extends UploadedImage {
  /** false when the same bytes had been uploaded before (nothing was written) */
  created: boolean;
}

/**
 * What the bytes really are: their signature must be PNG, JPEG or WebP (sniff.ts), the decoder must agree
 * and read sensible dimensions, and those must stay within MAX_UPLOAD_PIXELS. Only the header is read
 * here, so a bomb is refused before any pixel is decoded.
 */
export async function inspect(bytes: Buffer): Promise<UploadFormat> {
  const format = sniffImage(bytes);
  if (!format) throw unsupported();
  let metadata: Metadata;
  try {
    // Without the pixel limit, which would make libvips refuse a bomb as if it were unreadable (415):
    // reading the header decodes no pixels, and the limit is checked below to answer 413.
    metadata = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  // A PNG signature in front of a JPEG (or anything libvips reads as another format) is not what it claims.
  if (metadata.format !== format) throw unsupported();
  const { width, height } = metadata;
  if (!width || !height) throw unsupported();
  if (width * height > MAX_UPLOAD_PIXELS) throw new HttpError(413, BACK_OFFICE_MESSAGES.imageTooManyPixels);
  return format;
}

/**
 * The WebP variants, in memory. Turned upright first (the EXIF orientation a browser applies to the
 * original must also show in the variants, which carry no metadata), never enlarged: an original
 * narrower than a width gives a file at its own width under that width's name, so every variant URL
 * imageVariants() promises exists. A failure here is the image's (damaged pixel data past a valid
 * header): 415, like any other unreadable image.
 */
async function renderVariants(bytes: Buffer, variants: readonly ImageVariant[]): Promise<Buffer[]> {
  try {
    const upright = sharp(bytes, DECODE).autoOrient();
    return await Promise.all(
      variants.map((variant) =>
        upright.clone().resize({ width: variant.width, withoutEnlargement: true }).webp({ quality: VARIANT_QUALITY }).toBuffer(),
      ),
    );
  } catch {
    throw unsupported();
  }
}

/**
 * The full-size image the site serves: the upload re-encoded in its own format, upright and without its
 * metadata. A photo taken with a phone carries EXIF (the place it was taken, the camera's serial
 * number); served as uploaded, every visitor could read it. sharp drops metadata unless asked to keep it.
 */
async function renderOriginal(bytes: Buffer, format: UploadFormat): Promise<Buffer> {
  try {
    const upright = sharp(bytes, DECODE).autoOrient();
    if (format === 'png') return await upright.png().toBuffer();
    if (format === 'webp') return await upright.webp({ quality: 90 }).toBuffer();
    return await upright.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    throw unsupported();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a file under its final name all at once: to a temporary dot-file beside it, then a rename (atomic
 * within a folder), so a reader never sees half an image and two uploads of the same bytes at the same
 * time both end with the whole file. The server never serves dot-files (routes.ts only serves hash names).
 */
async function writeAtomically(dir: string, name: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  await fs.writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
  try {
    await fs.rename(temporary, path.join(dir, name));
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Uploaded images on disk under content-hash names (sha256 of the bytes as uploaded, served re-encoded
 * without their metadata): the same image
 * always gets the same URL, a URL's content never changes (so it is cached forever), and no name the
 * client chose ever reaches the file system.
 */
export function imageStore(dir: string) {
  return {
    dir,
    async save(bytes: Buffer): Promise<StoredImage> {
      const format = await inspect(bytes);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const url = `${UPLOADS_PATH}${hash}.${EXTENSION[format]}`;
      const variants = imageVariants(url);
      if (variants.length === 0) throw new Error(`imageVariants() does not recognise the stored name ${url}`);
      const original = path.basename(url);
      // The original is written last, so once it is there every variant is too: nothing left to do.
      if (await exists(path.join(dir, original))) return { url, variants, created: false };
      const [rendered, cleaned] = await Promise.all([renderVariants(bytes, variants), renderOriginal(bytes, format)]);
      await fs.mkdir(dir, { recursive: true });
      await Promise.all(variants.map((variant, index) => writeAtomically(dir, path.basename(variant.url), rendered[index]!)));
      await writeAtomically(dir, original, cleaned);
      return { url, variants, created: true };
    },
  };
}
