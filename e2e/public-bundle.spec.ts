import type { Response } from '@playwright/test';
import { expect, test } from './fixtures';

/** Texts found only in the code of coach and administrator screens, and of the layout's signed-in parts. */
const PRIVATE_SCREEN_TEXTS = [
  'Resolve Score Dispute',
  'Check Schedule',
  'Default password (optional)',
  'Verify Token',
  'Missing Information',
  'Error Loading Data',
  'IMPERSONATION MODE',
  'Remind Me Later',
  'Choose your own password',
];
const BUDGET_BYTES = 200 * 1024;

test.describe('what a visitor downloads', () => {
  test.describe('with gzip, the encoding every browser accepts', () => {
    test.use({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });

    test('the standings need at most 200 KB of gzipped JavaScript, none of it coach or admin code', async ({ page }) => {
      const scripts: Response[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response);
      });
      await page.goto('/standings');
      await expect(page.getByRole('table', { name: '8U standings' })).toBeVisible();
      await page.waitForLoadState('networkidle');

      expect(scripts.length).toBeGreaterThan(0);
      const sizes: string[] = [];
      let transferred = 0;
      for (const response of scripts) {
        expect(response.headers()['content-encoding'], response.url()).toBe('gzip');
        const size = (await response.request().sizes()).responseBodySize;
        transferred += size;
        sizes.push(`${new URL(response.url()).pathname.replace('/assets/', '')} ${(size / 1024).toFixed(1)}`);
        const code = await response.text();
        for (const text of PRIVATE_SCREEN_TEXTS) expect(code.includes(text), `${response.url()} holds '${text}'`).toBe(false);
      }
      test.info().annotations.push({
        type: 'JavaScript for /standings',
        description: `${(transferred / 1024).toFixed(1)} KB gzipped in ${scripts.length} files: ${sizes.join(', ')}`,
      });
      expect(transferred).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  });

  test('hashed assets are cached for a year; the page itself is always revalidated', async ({ page }) => {
    const document = await page.goto('/standings');
    expect(document?.headers()['cache-control']).toBe('no-cache');
    const asset = /\/assets\/[^"]+\.js/.exec((await document?.text()) ?? '')?.[0];
    expect(asset).toBeDefined();
    const response = await page.request.get(asset ?? '', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toBe('br');
  });
});
