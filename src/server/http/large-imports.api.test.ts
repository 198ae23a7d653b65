import { describe, expect, it } from 'vitest';
import { COACH_CSV_COLUMNS } from '../../shared/coach-csv';
import type { LinkImportResult } from '../../shared/schemas/magic-link';
import { databaseDigest } from '../test/database-digest';
import { errorMessage, json, testEngines, withAdminLeague, type TestApp } from '../test/harness';
import { multipart } from '../test/photos';

const lines = (count: number, line: (i: number) => string) => Array.from({ length: count }, (_, i) => line(i));

/** Pastes and files of 10,000 lines and more: each is answered (not stalled) and the limit is named. */
describe.each(testEngines())('large imports on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => ([t, admin] = [league, cookie]));

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });

  it('refuses a 10,000-line schedule paste with the size limit, importing nothing', async () => {
    const gamesText = lines(10_000, (i) => `Harbor Mavericks @ Highland Falcons - Sat May ${(i % 28) + 1} @ ${(i % 12) + 1}:00 PM`).join('\r\n');
    const before = await databaseDigest(t.handle);
    for (const url of ['/api/games/import/preview', '/api/games/import']) {
      const response = await post(url, { divisionId: 3, gamesText });
      expect(response.statusCode, url).toBe(400);
      errorMessage(response, 'Games text must be at most 50000 characters', url);
    }
    expect(await databaseDigest(t.handle)).toBe(before);
  });

  it('refuses a 10,000-line coach paste by its row limit and an oversize one by its length, importing nothing', async () => {
    const header = COACH_CSV_COLUMNS.join(',');
    const before = await databaseDigest(t.handle);
    const tenThousand = await post('/api/coaches/import', {
      coachesData: [header, ...lines(10_000, (i) => `10U,"Highland Falcons",coach${i}@example.com,Pat,Doe`)].join('\r\n'),
    });
    expect(tenThousand.statusCode).toBe(400);
    errorMessage(tenThousand, 'At most 5000 coaches can be imported at once; this paste has 10000.');

    const tooLong = await post('/api/coaches/import', { coachesData: `${header}\n${'x'.repeat(1_000_001)}` });
    expect(tooLong.statusCode).toBe(400);
    errorMessage(tooLong, 'The CSV text is too long; import it in parts.');

    const overBodyLimit = await post('/api/coaches/import', { coachesData: `${header}\n${'x'.repeat(1_100_000)}` });
    expect(overBodyLimit.statusCode).toBe(413);
    errorMessage(overBodyLimit, 'The request body is too large');
    expect(await databaseDigest(t.handle)).toBe(before);
  });

  it('answers a 10,000-line sign-in link file row by row, and refuses a file over 1 MB', async () => {
    const upload = (text: string) => {
      const body = multipart([{ name: 'file', filename: 'links.csv', contentType: 'text/csv', data: text }]);
      return t.app.inject({ method: 'POST', url: '/api/magic-links/import', headers: { ...body.headers, cookie: admin }, payload: body.payload });
    };
    const file = ['Email,Name', ...lines(10_000, (i) => `nobody${i}@example.com,"Doe, Pat"`)].join('\r\n');
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const result = json<LinkImportResult>(response);
    expect({ total: result.total, imported: result.imported, skipped: result.skipped }).toEqual({ total: 10_000, imported: 0, skipped: 10_000 });
    expect(result.errors.at(-1)).toBe('Row 10001: no coach has the email address nobody9999@example.com');

    const tooLarge = await upload(`Email\n${'a@example.com\n'.repeat(90_000)}`);
    expect(tooLarge.statusCode).toBe(413);
    errorMessage(tooLarge, 'The CSV file is larger than 1 MB');
  });
});
