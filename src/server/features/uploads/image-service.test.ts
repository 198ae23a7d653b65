import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Failure } from '../../errors';
import { photoWithGps } from '../../test/photos';
import { MAX_UPLOAD_BYTES } from '../../../shared/photo-rules';
import { MAX_SIDE, processImage } from './image-service';

/** A PNG that claims to be width × height pixels: its header, an empty data chunk, its end. */
function claimedPng(width: number, height: number, bitDepth = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.alloc(0)), chunk('IEND', Buffer.alloc(0))]);
}

async function refusal(input: Buffer): Promise<Failure> {
  try {
    await processImage(input);
  } catch (error) {
    if (error instanceof Failure) return error;
    throw error;
  }
  throw new Error('the image was accepted');
}

describe('processImage', () => {
  it('re-encodes a photo without any of its metadata, GPS position included', async () => {
    const input = await photoWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.length ?? 0).toBeGreaterThan(50);
    const out = await processImage(input);
    const after = await sharp(out.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(out.bytes.includes('TestCam')).toBe(false);
    expect(out).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg', width: 640, height: 480 });
    expect(out.hash).toMatch(/^[a-f0-9]{64}$/);
  });

  it('turns a photo upright by its orientation tag before dropping the tag', async () => {
    const out = await processImage(await photoWithGps(400, 200, 6));
    expect({ width: out.width, height: out.height }).toEqual({ width: 200, height: 400 });
    expect((await sharp(out.bytes).metadata()).orientation).toBeUndefined();
  });

  it('limits the long side to 2048 px and never enlarges a small image', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const out = await processImage(big);
    expect({ width: out.width, height: out.height }).toEqual({ width: MAX_SIDE, height: 1536 });
    const small = await processImage(await photoWithGps(300, 200));
    expect({ width: small.width, height: small.height }).toEqual({ width: 300, height: 200 });
  });

  it('keeps PNG and WebP (which may be transparent) and turns AVIF into JPEG', async () => {
    const transparent = { width: 64, height: 64, channels: 4 as const, background: { r: 0, g: 0, b: 0, alpha: 0 } };
    const png = await processImage(await sharp({ create: transparent }).png().toBuffer());
    expect(png).toMatchObject({ extension: 'png', contentType: 'image/png' });
    expect((await sharp(png.bytes).metadata()).hasAlpha).toBe(true);
    const webp = await processImage(await sharp({ create: transparent }).webp().toBuffer());
    expect(webp).toMatchObject({ extension: 'webp', contentType: 'image/webp' });
    const avif = await processImage(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
        .avif()
        .toBuffer(),
    );
    expect(avif).toMatchObject({ extension: 'jpg', width: 64, height: 48 });
  });

  it('refuses SVG, GIF, TIFF and bytes that are no image at all, whatever they are called', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    for (const input of [svg, gif, tiff, Buffer.from('just some text pretending to be a photo')]) {
      const failure = await refusal(input);
      expect(failure.kind).toBe('unsupported');
      expect(failure.message).toBe('Please upload a photo in JPEG, PNG, WebP, HEIC or AVIF format.');
    }
  });

  it('refuses a damaged photo, a file over 10 MB and a decompression bomb', async () => {
    const photo = await photoWithGps(800, 600);
    const truncated = await refusal(photo.subarray(0, Math.floor(photo.length / 2)));
    expect(truncated.kind).toBe('invalid');
    expect(truncated.message).toBe('The image could not be read. It may be damaged or incomplete.');

    const oversize = await refusal(Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(oversize.kind).toBe('too_large');

    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const tooManyPixels = await refusal(bomb);
    expect(tooManyPixels.kind).toBe('invalid');
    expect(tooManyPixels.message).toMatch(/too many pixels/);
    // Far beyond what the decoder would even open: still named for its pixels.
    const huge = await refusal(claimedPng(30_000, 30_000));
    expect(huge.message).toBe('The image has too many pixels. Please upload a photo of at most 40 megapixels.');
  });

  it('allows half the pixels to an image of 16 bits a sample, which takes twice the memory', async () => {
    const wide = await refusal(claimedPng(5000, 5000, 16));
    expect(wide.message).toBe('The image has too many pixels. Please upload a photo of at most 20 megapixels.');
    const narrow = await refusal(claimedPng(5000, 5000, 8));
    expect(narrow.message).not.toMatch(/too many pixels/);
  });

  it('works on two images at a time, lets eight wait, and asks the next ones to try again later', async () => {
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => processImage(photo)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const refusals = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Failure] : []));
    expect(refusals.map((r) => [r.kind, r.message])).toEqual(
      Array.from({ length: 2 }, () => ['unavailable', 'Many photos are being processed right now. Please try again in a minute.']),
    );
  });
});
