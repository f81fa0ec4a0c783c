import type { UPLOAD_FORMATS } from '@kingside/contracts/admin';

export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

/** The extension each accepted format is stored under (the URL pattern imageVariants() recognises). */
export const EXTENSION: Record<UploadFormat, 'png' | 'jpg' | 'webp'> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SOI = Buffer.from([0xff, 0xd8, 0xff]);
const ascii = (text: string) => Buffer.from(text, 'latin1');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
/** The first chunk of a WebP file: lossy, lossless or extended. */
const WEBP_CHUNKS = ['VP8 ', 'VP8L', 'VP8X'].map(ascii);

const startsWith = (bytes: Buffer, prefix: Buffer, at = 0) =>
  bytes.length >= at + prefix.length && bytes.subarray(at, at + prefix.length).equals(prefix);

/**
 * The format of an upload judged by its first bytes (the file signatures of PNG, JPEG/JFIF/EXIF and
 * RIFF-WebP), never by its name or the Content-Type the client sent: both are whatever the client says.
 * An SVG (text, possibly with script), HTML or anything else is null. Passing this only means the bytes
 * claim to be an image: the store then decodes them to be sure (store.ts).
 */
export function sniffImage(bytes: Buffer): UploadFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SOI)) return 'jpeg';
  // RIFF <4-byte little-endian size> WEBP <chunk fourcc>
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8) && WEBP_CHUNKS.some((chunk) => startsWith(bytes, chunk, 12))) return 'webp';
  return null;
}
