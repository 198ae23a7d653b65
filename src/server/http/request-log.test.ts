import { describe, expect, it } from 'vitest';
import { redactedUrl } from './request-log';

describe('request addresses in the log', () => {
  it.each([
    ['/auth?mode=setPassword&token=abc', '/auth?mode=setPassword&token=[redacted]'],
    ['/api/magic-links/verify?token=abc&x=1', '/api/magic-links/verify?token=[redacted]&x=1'],
    ['/api/magic-links/verify?%74oken=abc', '/api/magic-links/verify?%74oken=[redacted]'],
    ['/api/magic-links/verify?TOKEN=abc&token=def', '/api/magic-links/verify?TOKEN=[redacted]&token=[redacted]'],
    ['/api/magic-links/verify?%E0%A4=abc', '/api/magic-links/verify?%E0%A4=[redacted]'],
    ['/api/debug/magic-link/abc', '/api/debug/magic-link/[redacted]'],
    ['/%61pi/debug/magic%2Dlink/abc?x=1', '/api/debug/magic-link/[redacted]?x=1'],
    ['/calendar/coach/7-abc_DEF.ics', '/calendar/coach/[redacted].ics'],
    ['/calendar/%63oach/7-abc?x=1', '/calendar/coach/[redacted]?x=1'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it('keeps addresses without a token as they are', () => {
    for (const url of ['/api/games?divisionId=3', '/calendar/team/4.ics', '/schedule/2', '/api/fields/7', '/api/games?q=%E0%A4'])
      expect(redactedUrl(url)).toBe(url);
  });
});
