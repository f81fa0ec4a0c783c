import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { AUTH_MESSAGES, BACK_OFFICE_MESSAGES, IMAGE_VARIANT_WIDTHS, imageVariants, type UploadedImage } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { ADMIN_MESSAGES, BACK_OFFICE_API, MAX_UPLOAD_BYTES } from '@kingside/contracts/admin';
import sharp from 'sharp';
import request from 'supertest';
import { createUser } from '../testing/fixtures/users';
import { issueToken } from '../accounts/tokens';
import type { UserModel } from '../accounts/models';
import { createTestApp, type TestApp } from '../testing/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let t: TestApp;
let dir: string;
let admin: UserModel;
let adminToken: string;

beforeAll(async () => {
  // A folder that does not exist yet: the first upload creates it.
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-uploads-')), 'uploads');
  t = await createTestApp({ env: { UPLOADS_DIR: dir } });
  admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } })) as UserModel;
  adminToken = await issueToken(t.db.models, admin.id, 'admin');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

interface Part {
  bytes: Buffer;
  filename: string;
  contentType: string;
  field?: string;
}

function upload(part?: Part, token: string | null = adminToken) {
  const req = request(t.app).post(BACK_OFFICE_API.uploads);
  if (token) req.set('Authorization', `Bearer ${token}`);
  if (part) req.attach(part.field ?? 'image', part.bytes, { filename: part.filename, contentType: part.contentType });
  return req;
}

/** GET with the body as raw bytes, whatever its type. */
function download(url: string) {
  return request(t.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

let hue = 0;
/** A picture of its own colour, so no two tests share bytes (and a URL) unless they mean to. */
function picture(width: number, height: number) {
  hue += 37;
  return sharp({ create: { width, height, channels: 3, background: { r: hue % 256, g: (hue * 3) % 256, b: 90 } } });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const filesOnDisk = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG padded to exactly `size` bytes with a private ancillary chunk, which decoders skip. */
async function pngOfSize(size: number): Promise<Buffer> {
  const png = await picture(64, 48).png().toBuffer();
  const iend = png.length - 12;
  const padding = size - png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk('kiPd', Buffer.alloc(padding)), png.subarray(iend)]);
}

describe('POST /api/admin/uploads', () => {
  it.each([
    { format: 'png', ext: 'png', type: 'image/png', width: 1200, height: 900 },
    { format: 'jpeg', ext: 'jpg', type: 'image/jpeg', width: 800, height: 600 },
    { format: 'webp', ext: 'webp', type: 'image/webp', width: 200, height: 150 },
  ] as const)(
    'stores a $format under its content hash and serves it and its WebP variants, never enlarged, cached for good',
    async ({ format, ext, type, width, height }) => {
      const bytes = await picture(width, height).toFormat(format).toBuffer();
      const res = await upload({ bytes, filename: `board.${ext}`, contentType: type }).expect(201);
      const url = `/uploads/${sha256(bytes)}.${ext}`;
      expect(res.body).toEqual({ url, variants: imageVariants(url) } satisfies UploadedImage);
      expect((res.body as UploadedImage).variants.map((v) => v.width)).toEqual([...IMAGE_VARIANT_WIDTHS]);
      expect(res.headers.location).toBe(url);
      expect(res.headers['cache-control']).toBe('no-store');

      const original = await download(url).expect(200);
      expect(original.headers['content-type']).toBe(type);
      expect(original.headers['cache-control']).toBe(IMMUTABLE);
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      // Re-encoded in its own format at its own size (metadata dropped: see the EXIF test below).
      const served = await sharp(original.body as Buffer).metadata();
      expect({ format: served.format, width: served.width, height: served.height }).toEqual({ format, width, height });

      for (const variant of (res.body as UploadedImage).variants) {
        const served = await download(variant.url).expect(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const metadata = await sharp(served.body as Buffer).metadata();
        const expectedWidth = Math.min(variant.width, width);
        expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
          format: 'webp',
          width: expectedWidth,
          height: Math.round((expectedWidth * height) / width),
        });
      }
    },
  );

  it('judges the file by its content: a PNG named .svg and sent as image/svg+xml is stored as the PNG it is', async () => {
    const bytes = await picture(400, 300).png().toBuffer();
    const res = await upload({ bytes, filename: 'logo.svg', contentType: 'image/svg+xml' }).expect(201);
    expect(res.body.url).toBe(`/uploads/${sha256(bytes)}.png`);
    const served = await download(res.body.url).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses an SVG named .png and sent as image/png, text and other non-images with 415, writing nothing', async () => {
    const before = filesOnDisk();
    const png = await picture(40, 30).png().toBuffer();
    const jpeg = await picture(40, 30).jpeg().toBuffer();
    const signature = png.subarray(0, 8);
    const refused: Part[] = [
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
        filename: 'photo.png',
        contentType: 'image/png',
      },
      { bytes: Buffer.from('Kingside Academy notes\n'), filename: 'notes.txt', contentType: 'text/plain' },
      { bytes: Buffer.from('hello'), filename: 'photo.jpg', contentType: 'image/jpeg' },
      { bytes: await picture(40, 30).gif().toBuffer(), filename: 'anim.gif', contentType: 'image/gif' },
      // A PNG signature in front of an SVG, or of a JPEG: the decoder disagrees with the signature.
      {
        bytes: Buffer.concat([signature, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]),
        filename: 'a.png',
        contentType: 'image/png',
      },
      { bytes: Buffer.concat([signature, jpeg]), filename: 'b.png', contentType: 'image/png' },
      // A valid header with its pixel data cut off.
      { bytes: png.subarray(0, png.length - 30), filename: 'cut.png', contentType: 'image/png' },
    ];
    for (const part of refused) {
      const res = await upload(part);
      expect([part.filename, res.status, res.body]).toEqual([part.filename, 415, { message: BACK_OFFICE_MESSAGES.unsupportedImage }]);
    }
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses a decompression bomb (a small file announcing 400 megapixels) with 413 before decoding it', async () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const res = await upload({ bytes: bomb, filename: 'bomb.png', contentType: 'image/png' }).expect(413);
    expect(res.body).toEqual({ message: BACK_OFFICE_MESSAGES.imageTooManyPixels });
  });

  it('accepts exactly 5 MB and refuses one byte more with 413', async () => {
    const largest = await pngOfSize(MAX_UPLOAD_BYTES);
    expect(largest.length).toBe(MAX_UPLOAD_BYTES);
    await upload({ bytes: largest, filename: 'largest.png', contentType: 'image/png' }).expect(201);

    const before = filesOnDisk();
    const tooLarge = await pngOfSize(MAX_UPLOAD_BYTES + 1);
    const res = await upload({ bytes: tooLarge, filename: 'large.png', contentType: 'image/png' }).expect(413);
    expect(res.body).toEqual({ message: BACK_OFFICE_MESSAGES.imageTooLarge });
    expect(filesOnDisk()).toEqual(before);
  });

  it('answers 400 when the request carries no image file', async () => {
    const png = await picture(40, 30).png().toBuffer();
    const missing = { message: BACK_OFFICE_MESSAGES.imageMissing };
    expect((await upload().expect(400)).body).toEqual(missing);
    const onlyText = request(t.app).post(BACK_OFFICE_API.uploads).set('Authorization', `Bearer ${adminToken}`).field('alt', 'A board');
    expect((await onlyText.expect(400)).body).toEqual(missing);
    const otherField = await upload({ bytes: png, filename: 'a.png', contentType: 'image/png', field: 'photo' }).expect(400);
    expect(otherField.body).toEqual(missing);
    const empty = await upload({ bytes: Buffer.alloc(0), filename: 'empty.png', contentType: 'image/png' }).expect(400);
    expect(empty.body).toEqual(missing);
    // The image sent as the raw body instead of a multipart form.
    const raw = await request(t.app)
      .post(BACK_OFFICE_API.uploads)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Content-Type', 'image/png')
      .send(png)
      .expect(400);
    expect(raw.body).toEqual(missing);
    const malformed = await request(t.app)
      .post(BACK_OFFICE_API.uploads)
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nunterminated')
      .expect(400);
    expect(malformed.body).toEqual(missing);
  });

  it('requires an administrator by the role in the database: 401 without a token, 403 for a member or a demoted admin', async () => {
    const before = filesOnDisk();
    const part: Part = { bytes: await picture(40, 30).png().toBuffer(), filename: 'a.png', contentType: 'image/png' };

    const anonymous = await upload(part, null).expect(401);
    expect(anonymous.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    await upload(part, 'not-a-real-token').expect(401);

    const member = await createUser(t.db.models);
    const memberToken = await issueToken(t.db.models, member.id, 'member');
    expect((await upload(part, memberToken).expect(403)).body).toEqual({ message: ADMIN_MESSAGES.adminRequired });

    const formerAdmin = await createUser(t.db.models, { role: 'admin' });
    const formerToken = await issueToken(t.db.models, formerAdmin.id, 'admin');
    await formerAdmin.update({ role: 'user' });
    expect((await upload(part, formerToken).expect(403)).body).toEqual({ message: ADMIN_MESSAGES.adminRequired });

    expect(filesOnDisk()).toEqual(before);
  });

  it('gives the same bytes the same URL and writes nothing new the second time', async () => {
    const bytes = await picture(700, 500).jpeg().toBuffer();
    const part: Part = { bytes, filename: 'first.jpg', contentType: 'image/jpeg' };
    const first = await upload(part).expect(201);
    const files = filesOnDisk();
    const second = await upload({ ...part, filename: 'second-name.jpeg' }).expect(201);
    expect(second.body).toEqual(first.body);
    expect(filesOnDisk()).toEqual(files);
    // Only the five hash-named files: the temporary files were renamed into place.
    expect(files.filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('serves the original without its metadata: a phone photo’s EXIF (place, camera) never reaches visitors', async () => {
    const bytes = await picture(640, 480)
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12', Copyright: 'Secret Place 51.5N' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const res = await upload({ bytes, filename: 'photo.jpg', contentType: 'image/jpeg' }).expect(201);
    const served = (await download((res.body as UploadedImage).url).expect(200)).body as Buffer;
    const metadata = await sharp(served).metadata();
    expect({ exif: metadata.exif, width: metadata.width, height: metadata.height }).toEqual({ exif: undefined, width: 640, height: 480 });
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('turns the variants upright by the EXIF orientation the browser applies to the original', async () => {
    // Stored landscape, 800×600, with "rotate 90° clockwise to display": the picture is portrait.
    const bytes = await picture(800, 600).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload({ bytes, filename: 'phone.jpg', contentType: 'image/jpeg' }).expect(201);
    const variant = (res.body as UploadedImage).variants.find((v) => v.width === 320)!;
    const metadata = await sharp((await download(variant.url).expect(200)).body as Buffer).metadata();
    expect([metadata.width, metadata.height]).toEqual([320, 427]);
  });
});

describe('GET /uploads/', () => {
  it('answers 404 for unknown files, traversal attempts and anything on disk that is not a stored image', async () => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not an upload');
    const hash = 'a'.repeat(64);
    fs.writeFileSync(path.join(dir, `.${hash}.png.0123456789ab.tmp`), 'half written');
    for (const url of [
      `/uploads/${hash}.png`,
      `/uploads/${hash}-320.webp`,
      `/uploads/${hash}-321.webp`,
      `/uploads/${'A'.repeat(64)}.png`,
      '/uploads/notes.txt',
      `/uploads/.${hash}.png.0123456789ab.tmp`,
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e%2fconfig.ts',
      '/uploads/..%5c..%5cpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/../src/config.ts',
      '/uploads/a/b.png',
      '/uploads/',
      '/uploads',
    ]) {
      const res = await request(t.app).get(url);
      expect([url, res.status, res.body]).toEqual([url, 404, { message: API_MESSAGES.notFound }]);
    }
  });
});
