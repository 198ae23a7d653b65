import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrls, type Field } from '../../../shared/schemas/field';
import type { Division } from '../../../shared/schemas/league';
import { createTestApp, errorMessage, json, testEngines, type TestApp } from '../../test/harness';

describe.each(testEngines())('fields API on %s', (engine) => {
  let t: TestApp;
  let fields: Field[];
  let divisions: Division[];
  beforeAll(async () => {
    t = await createTestApp({ engine });
    fields = json<Field[]>(await t.app.inject({ url: '/api/fields' }));
    divisions = json<Division[]>(await t.app.inject({ url: '/api/divisions' }));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/fields', () => {
    it('lists the fields with address, notes and the teams that play there', async () => {
      const response = await t.app.inject({ url: '/api/fields' });
      expect(response.statusCode).toBe(200);
      expect(fields.length).toBeGreaterThan(5);
      for (const field of fields) {
        expect(field.name).toMatch(/\S/);
        expect(field.address).toMatch(/\S/);
        expect(field).toHaveProperty('notes');
        expect(field).toHaveProperty('specialInstructions');
        expect(field.teams.length).toBeGreaterThan(0);
        for (const team of field.teams) {
          const division = divisions.find((d) => d.id === team.divisionId);
          expect(team.division).toEqual({ id: team.divisionId, name: division?.name });
          expect(division?.teams.map((x) => x.id)).toContain(team.id);
        }
      }
    });

    it('gives image_url as a comma-joined list of /uploads/<sha-256>.jpg paths, or null', () => {
      const withImages = fields.filter((f) => f.image_url !== null);
      expect(withImages.length).toBeGreaterThan(0);
      expect(fields.some((f) => f.image_url === null)).toBe(true);
      expect(withImages.some((f) => imageUrls(f).length > 1)).toBe(true);
      for (const field of withImages) {
        expect(field.image_url).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg(,\/uploads\/[0-9a-f]{64}\.jpg)*$/);
      }
    });

    it('serves every listed image as a JPEG that may be cached for good', async () => {
      const urls = [...new Set(fields.flatMap((f) => imageUrls(f)))];
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^image\/jpeg/);
        expect(response.headers['cache-control'], url).toMatch(/immutable/);
        expect(response.headers['cache-control'], url).toMatch(/max-age=\d{7,}/);
        const bytes = response.rawPayload;
        expect(bytes.length, url).toBeGreaterThan(1000);
        expect([...bytes.subarray(0, 3)], url).toEqual([0xff, 0xd8, 0xff]);
      }
    });

    it('answers 404 for an image that does not exist and serves nothing for a path that is not an image', async () => {
      const unknown = await t.app.inject({ url: `/uploads/${'0'.repeat(64)}.jpg` });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: 'Image not found' });
      for (const name of ['..%2F..%2Fpackage.json', 'nope.jpg', `${'0'.repeat(64)}.svg`]) {
        const sneaky = await t.app.inject({ url: `/uploads/${name}` });
        expect(sneaky.statusCode, name).toBe(404);
        expect(json(sneaky), name).toEqual({ message: 'Image not found' });
      }
      const [first] = fields.flatMap((f) => imageUrls(f));
      const wrongType = await t.app.inject({ url: (first ?? '').replace(/\.jpg$/, '.png') });
      expect(wrongType.statusCode).toBe(404);
    });

    it('lists only the fields of one team with ?teamId=&selector=true (the game field picker)', async () => {
      const shared = fields.find((f) => f.teams.length > 1);
      const teamId = shared?.teams[0]?.id ?? -1;
      const response = await t.app.inject({ url: `/api/fields?teamId=${teamId}&selector=true` });
      expect(response.statusCode).toBe(200);
      const listed = json<Field[]>(response);
      const expected = fields.filter((f) => f.teams.some((team) => team.id === teamId));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(fields.length);
      expect(listed.map((f) => f.id)).toEqual(expected.map((f) => f.id));
    });

    it('lists the fields used by one division with ?divisionId', async () => {
      const eightU = divisions.find((d) => d.name === '8U');
      const response = await t.app.inject({ url: `/api/fields?divisionId=${eightU?.id}` });
      expect(response.statusCode).toBe(200);
      const listed = json<Field[]>(response);
      expect(listed.length).toBeGreaterThan(0);
      expect(listed.length).toBeLessThan(fields.length);
      expect(listed.map((f) => f.id)).toEqual(fields.filter((f) => f.teams.some((team) => team.divisionId === eightU?.id)).map((f) => f.id));
    });

    it('answers 404 with a message for an unknown division and 400 for a malformed one', async () => {
      const unknown = await t.app.inject({ url: '/api/fields?divisionId=9999' });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown)).toEqual({ message: 'Division not found' });
      const malformed = await t.app.inject({ url: '/api/fields?divisionId=abc' });
      expect(malformed.statusCode).toBe(400);
      errorMessage(malformed);
    });
  });
});
