import sharp from 'sharp';
import { sniffImage } from './sniff';

const solid = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#2f6f4e' } });

describe('sniffImage', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffImage(await solid().png().toBuffer())).toBe('png');
    expect(sniffImage(await solid().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await solid().webp().toBuffer())).toBe('webp');
    expect(sniffImage(await solid().webp({ lossless: true }).toBuffer())).toBe('webp');
  });

  it('refuses SVG, HTML, text, other images and truncated signatures', async () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>',
      '<!doctype html><img src=x onerror=alert(1)>',
      'just some text',
      '',
    ]) {
      expect(sniffImage(Buffer.from(text))).toBeNull();
    }
    expect(sniffImage(await solid().gif().toBuffer())).toBeNull();
    expect(sniffImage(await solid().tiff().toBuffer())).toBeNull();
    // The first bytes of each signature, cut short.
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
    // RIFF, but a WAVE file, and a WEBP header without a VP8 chunk.
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\x24\x00\x00\x00WEBPABCD', 'latin1'))).toBeNull();
  });
});
