import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { startLeagueProcess, type LeagueProcess } from '../../test/league-process';

/** What the server's memory may grow by while photos are processed (docs/decisions/0038). */
const MEMORY_BOUND = 600 * 1024 * 1024;
const PARALLEL_UPLOADS = 8;
const MB = 1024 * 1024;

/** An interlaced RGBA PNG just under 40 megapixels: decoded whole, about 160 MB of pixels. */
async function hugeInterlacedPng(): Promise<Buffer> {
  return sharp({ create: { width: 7300, height: 5470, channels: 4, background: { r: 58, g: 125, b: 68, alpha: 0.8 } } })
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
}

describe("a coach's parallel uploads of huge interlaced PNGs", () => {
  let league: LeagueProcess;
  let cookie: string;
  let png: Buffer;

  beforeAll(async () => {
    [league, png] = await Promise.all([startLeagueProcess(), hugeInterlacedPng()]);
    cookie = await league.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
  }, 60_000);
  afterAll(async () => {
    await league?.stop();
  });

  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'field.png');
    const response = await fetch(`${league.server.baseURL}/api/upload`, { method: 'POST', headers: { cookie }, body: form });
    return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
  };

  it(`keep the server's memory within ${MEMORY_BOUND / MB} MB of its idle size`, async () => {
    expect((await sharp(png).metadata()).isProgressive).toBe(true);
    // Warmed up by one small photo, so the idle size includes the image library's start.
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d44' } })
      .png()
      .toBuffer();
    expect((await upload(small)).status).toBe(200);
    const idle = league.server.rss();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, league.server.rss())), 10);
    try {
      const answers = await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, () => upload(png)));
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: PARALLEL_UPLOADS }, () => 200));
      expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
    } finally {
      clearInterval(sampler);
    }
    console.info(`photo processing: idle ${Math.round(idle / MB)} MB, peak ${Math.round(peak / MB)} MB, growth ${Math.round((peak - idle) / MB)} MB`);
    expect(peak - idle).toBeLessThan(MEMORY_BOUND);
  }, 180_000);
});
