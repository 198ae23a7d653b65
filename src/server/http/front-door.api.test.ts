import type { AddressInfo } from 'node:net';
import { Socket } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { write } from '../db/write';
import { createTestApp, testEngines, type TestApp } from '../test/harness';
import { isHttpsVia, proxyTrust } from './front-door';

// The front door works in the server's request event, which `inject` bypasses: these tests talk
// to a listening server over a socket, as browsers do.
describe.each(testEngines())('cached reads answered at the front door (%s)', (engine) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const renameTeam = (name: string) =>
    write(t.ctx, ['teams'], async (trx) => {
      await trx.updateTable('teams').set({ name }).where('id', '=', 1).execute();
    });

  it('answers a repeated read with the bytes, ETag and security headers of the first', async () => {
    const first = await fetch(`${base}/api/divisions`);
    const firstBody = await first.text();
    const second = await fetch(`${base}/api/divisions`);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe(firstBody);
    for (const header of ['etag', 'content-type', 'content-security-policy', 'x-content-type-options', 'cache-control', 'vary']) {
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    }
    expect(second.headers.get('strict-transport-security')).toBeNull();

    const conditional = await fetch(`${base}/api/divisions`, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe('');
  });

  it('never answers with data older than a write that has returned', async () => {
    await fetch(`${base}/api/divisions`);
    for (const name of ['Front Door Foxes', 'Front Door Falcons']) {
      await renameTeam(name);
      expect(await (await fetch(`${base}/api/divisions`)).text()).toContain(name);
    }
  });

  it('sends the stored answer compressed to a client that accepts it', async () => {
    const plain = await (await fetch(`${base}/api/games`, { headers: { 'accept-encoding': 'identity' } })).text();
    const compressed = await fetch(`${base}/api/games`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(plain);
  });

  it('leaves answers that depend on the caller to the session step', async () => {
    await fetch(`${base}/api/coaches`);
    const withStaleCookie = await fetch(`${base}/api/coaches`, { headers: { cookie: 'dugout_session=not-a-session' } });
    expect(withStaleCookie.status).toBe(200);
    // The unknown session is cleared, which only the session step can do.
    expect(withStaleCookie.headers.get('set-cookie')).toMatch(/dugout_session=;/);
  });

  it('does not trust X-Forwarded-Proto from a peer that is not a configured proxy', async () => {
    await fetch(`${base}/api/teams`);
    const spoofed = await fetch(`${base}/api/teams`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.status).toBe(200);
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('HTTPS as the front door sees it', () => {
  const from = (address: string, headers: Record<string, string> = {}, encrypted = false) => {
    const socket = Object.assign(new Socket(), { encrypted });
    Object.defineProperty(socket, 'remoteAddress', { value: address });
    return { headers, socket } as unknown as IncomingMessage;
  };

  it('believes X-Forwarded-Proto only from a trusted proxy, and then its last value', () => {
    const behindLocalProxy = isHttpsVia(proxyTrust(['127.0.0.1', '10.0.0.0/8']));
    expect(behindLocalProxy(from('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(behindLocalProxy(from('10.1.2.3', { 'x-forwarded-proto': 'http, https' }))).toBe(true);
    expect(behindLocalProxy(from('10.1.2.3', { 'x-forwarded-proto': 'https, http' }))).toBe(false);
    expect(behindLocalProxy(from('192.0.2.7', { 'x-forwarded-proto': 'https' }))).toBe(false);
    expect(isHttpsVia(proxyTrust([]))(from('127.0.0.1', { 'x-forwarded-proto': 'https' }))).toBe(false);
  });

  it('takes an encrypted socket as HTTPS', () => {
    expect(isHttpsVia(proxyTrust([]))(from('192.0.2.7', {}, true))).toBe(true);
  });
});
