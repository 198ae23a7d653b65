import { test, expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

/** What the check says when it fails on the page, or null when it passes. */
function failureOf(page: Page): Promise<string | null> {
  return expectAccessible(page).then(
    () => null,
    (error: unknown) => String(error),
  );
}

// The accessibility check every screen story uses must itself find violations.
test('the accessibility check fails on a page with an unnamed button and an image without text', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>',
  );
  const failure = await failureOf(page);
  expect(failure).toContain('button-name');
  expect(failure).toContain('image-alt');
});

test('the accessibility check fails on a moderate violation and on a target smaller than WCAG 2.2 allows', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Fields</h1><h3>Highland Complex</h3>' +
      '<button style="width:12px;height:12px;padding:0">A</button><button style="width:12px;height:12px;padding:0">B</button></main></body></html>',
  );
  const failure = await failureOf(page);
  expect(failure).toContain('heading-order (moderate)');
  expect(failure).toContain('target-size');
});

test('the accessibility check passes a page with none', async ({ page }) => {
  await page.setContent('<html lang="en"><head><title>Check</title></head><body><main><h1>Standings</h1><button>Save</button></main></body></html>');
  await expectAccessible(page);
});
