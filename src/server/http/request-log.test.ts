import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { frontDoorLog } from './front-door';
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
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it('keeps addresses without a token as they are', () => {
    for (const url of ['/api/games?divisionId=3', '/schedule/2', '/api/fields/7', '/api/games?q=%E0%A4']) expect(redactedUrl(url)).toBe(url);
  });

  it("redacts the front door's own log line", () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()) });
    const line = frontDoorLog(pino({ level: 'info' }, stream));
    const request = { method: 'GET', url: '/api/divisions?token=abc', socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    line(request, 200, process.hrtime.bigint());
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ req: { url: '/api/divisions?token=[redacted]' } });
  });
});
