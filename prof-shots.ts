import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:21900';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h, tag] of [[1280, 800, 'd'], [375, 740, 'p']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const name = `/tmp/shot-${tag}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: tag === 'd' ? false : false });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
