import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonInfo } from '../../../shared/schemas/league';
import { createTestApp, json, testEngines, type TestApp } from '../../test/harness';

describe.each(testEngines())('the season on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'none' });
  });
  afterAll(() => t.close());

  it('is the 2025 season the product is deployed for until a league stores another', async () => {
    const season = json<SeasonInfo>(await t.app.inject({ url: '/api/season' }));
    expect(season.year).toBe(2025);
    expect(season.weeks[0]).toMatchObject({ week: 1, start: '2025-04-01', phase: 1 });
    expect(season.weeks.at(-1)).toMatchObject({ week: 14, end: '2025-07-06', phase: 3 });
  });
});
