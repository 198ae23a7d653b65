import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, createTestApp, errorMessage, json, signIn, testEngines, type TestApp } from '../../test/harness';
import { multipart, photoWithGps, type Part } from '../../test/photos';
import { createAccount } from '../users/service';
import { MAX_UPLOAD_BYTES, PHOTO_MESSAGES } from '../../../shared/photo-rules';

/** A JPEG comment segment (COM, 0xFFFE) holding the text. */
function jpegComment(text: string): Buffer {
  const body = Buffer.from(text);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, 0xfe]), length, body]);
}

describe.each(testEngines())('photo uploads on %s', (engine) => {
  let t: TestApp;
  let clock: Date | null = null;
  let sam: string;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: () => clock ?? new Date() });
    sam = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (cookie: string | undefined, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      payload: body.payload,
    });
  };
  const image = (data: Buffer, filename = 'field.jpg', contentType = 'image/jpeg'): Part => ({ name: 'image', filename, contentType, data });

  it('stores a photo without its GPS position and serves it for good', async () => {
    const original = await photoWithGps(3000, 2000);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(sam, [image(original)]);
    expect(response.statusCode).toBe(200);
    const { url } = json<{ url: string }>(response);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.jpg$/);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes('TestCam')).toBe(false);
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 2048, height: 1365 });
  });

  it('keeps one copy of a photo uploaded twice', async () => {
    const photo = await photoWithGps(320, 240);
    const before = await countRows(t.handle, 'images');
    const first = json<{ url: string }>(await upload(sam, [image(photo)]));
    const second = json<{ url: string }>(await upload(sam, [image(photo, 'again.jpeg')]));
    expect(second.url).toBe(first.url);
    expect(await countRows(t.handle, 'images')).toBe(before + 1);
  });

  it('keeps a PNG a PNG, whatever name and type it was sent with', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const response = await upload(sam, [image(png, 'looks-like.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(200);
    expect(json<{ url: string }>(response).url).toMatch(/\.png$/);
  });

  it('refuses SVG and files that only claim to be images, with 415 and nothing stored', async () => {
    const before = await countRows(t.handle, 'images');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const part of [image(Buffer.from(svg), 'field.svg', 'image/svg+xml'), image(Buffer.from('not a photo at all'), 'field.jpg')]) {
      const response = await upload(sam, [part]);
      expect(response.statusCode, part.filename).toBe(415);
      errorMessage(response, 'Please upload a photo in JPEG, PNG, WebP, HEIC or AVIF format.', part.filename);
    }
    expect(await countRows(t.handle, 'images')).toBe(before);
  });

  it('refuses an HTML page named photo.jpg and sent as image/jpeg, with 415 and nothing stored', async () => {
    const before = await countRows(t.handle, 'images');
    const page = '<!doctype html><html><body><script>fetch("/api/users").then(r => r.text()).then(alert)</script></body></html>';
    const response = await upload(sam, [image(Buffer.from(page), 'photo.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(415);
    errorMessage(response, 'Please upload a photo in JPEG, PNG, WebP, HEIC or AVIF format.');
    expect(await countRows(t.handle, 'images')).toBe(before);
  });

  it('refuses a polyglot photo, with markup hidden in a comment, in EXIF or after the image, and stores nothing', async () => {
    const payload = '<html><script>alert("dugout-polyglot")</script></html>';
    const jpeg = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2d6a4f' } })
      .jpeg()
      .toBuffer();
    const withExif = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#2d6a4f' } })
      .jpeg()
      .withExifMerge({ IFD0: { ImageDescription: payload } })
      .toBuffer();
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#2d6a4f' } })
      .png()
      .toBuffer();
    const polyglots = {
      'comment.jpg': Buffer.concat([jpeg.subarray(0, 2), jpegComment(payload), jpeg.subarray(2)]),
      'exif.jpg': withExif,
      'appended.jpg': Buffer.concat([jpeg, Buffer.from(payload)]),
      'appended.png': Buffer.concat([png, Buffer.from('<?php echo "dugout-polyglot"; ?>')]),
    };
    const images = await countRows(t.handle, 'images');
    for (const [name, bytes] of Object.entries(polyglots)) {
      expect((await sharp(bytes).metadata()).width, `${name} is an image too`).toBeGreaterThan(0);
      const response = await upload(sam, [image(bytes, name, 'image/jpeg')]);
      expect(response.statusCode, name).toBe(400);
      errorMessage(response, PHOTO_MESSAGES.hiddenMarkup);
    }
    expect(await countRows(t.handle, 'images')).toBe(images);
    // The same photos without the markup are fine.
    expect((await upload(sam, [image(jpeg, 'plain.jpg', 'image/jpeg')])).statusCode).toBe(200);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const response = await upload(sam, [image(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1))]);
    expect(response.statusCode).toBe(413);
    errorMessage(response, 'The image is larger than 10 MB.');
  });

  it('refuses a body that is not multipart, a part with another name and an empty form', async () => {
    const asJson = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { cookie: sam }, payload: { image: 'x' } });
    expect(asJson.statusCode).toBe(415);
    errorMessage(asJson, "Send the photo as multipart/form-data, in a part named 'image'");
    const photo = await photoWithGps(64, 64);
    const wrongName = await upload(sam, [{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data: photo }]);
    expect(wrongName.statusCode).toBe(400);
    errorMessage(wrongName, "Send the photo in a part named 'image'");
    const onlyText = await upload(sam, [{ name: 'caption', data: 'hello' }]);
    expect(onlyText.statusCode).toBe(400);
    errorMessage(onlyText);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: sam, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nunfinished',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    errorMessage(broken);
  });

  it('is for people who manage fields: the spec tells the others why', async () => {
    const photo = await photoWithGps(64, 64);
    const anonymous = await upload(undefined, [image(photo)]);
    expect(anonymous.statusCode).toBe(401);
    errorMessage(anonymous, 'You must be logged in to manage fields');

    await createAccount(
      t.handle.db,
      { username: 'new.coach@example.com', password: 'coach2025', name: 'New Coach', email: 'new.coach@example.com', role: 'coach' },
      new Date(),
    );
    const teamless = await signIn(t.app, 'new.coach@example.com', 'coach2025');
    const refused = await upload(teamless, [image(photo)]);
    expect(refused.statusCode).toBe(403);
    errorMessage(refused, 'You must have an active team assignment to manage fields');

    for (const [username, password] of [
      [DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin],
      [DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin],
    ] as const) {
      const response = await upload(await signIn(t.app, username, password), [image(photo)]);
      expect(response.statusCode, username).toBe(200);
    }
  });

  it('collects uploads no field took up within a day, and never a field’s photo', async () => {
    const fieldPhotos = [...new Set(json<Field[]>(await t.app.inject({ url: '/api/fields' })).flatMap((f) => imageUrls(f)))];
    expect(fieldPhotos.length).toBeGreaterThan(0);
    const abandoned = json<{ url: string }>(await upload(sam, [image(await photoWithGps(100, 80))])).url;
    clock = new Date(Date.now() + 25 * 60 * 60 * 1000);
    try {
      const fresh = json<{ url: string }>(await upload(sam, [image(await photoWithGps(90, 70))])).url;
      expect((await t.app.inject({ url: abandoned })).statusCode).toBe(404);
      expect((await t.app.inject({ url: fresh })).statusCode).toBe(200);
      for (const url of fieldPhotos) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    } finally {
      clock = null;
    }
  });

  it('allows 100 photos an hour per person', async () => {
    const casey = await signIn(t.app, DEMO_ACCOUNTS.incompleteCoach, DEMO_PASSWORDS.coach);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 100; i++) {
      const response = await upload(casey, [image(tiny, 'tiny.png', 'image/png')]);
      expect(response.statusCode, `upload ${i + 1}`).toBe(200);
    }
    const over = await upload(casey, [image(tiny, 'tiny.png', 'image/png')]);
    expect(over.statusCode).toBe(429);
    errorMessage(over, 'Too many photos uploaded in the last hour. Please try again later.');
  });
});
