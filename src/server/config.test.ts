import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_REFUSED_IN_PRODUCTION, readConfig } from './config';

describe('readConfig', () => {
  it('holds ADMIN_PASSWORD to the rules of every new password', () => {
    expect(() => readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'a' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD: Password must be at least 6 characters',
    );
    expect(() => readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'lettersonly' })).toThrow(
      'ADMIN_PASSWORD: Password must contain at least one letter and one number',
    );
    expect(readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Cutoff-Man-Relay-1988' }).ADMIN_PASSWORD).toBe('Cutoff-Man-Relay-1988');
  });

  it("holds ADMIN_PASSWORD to an administrator's length and refuses a common or patterned one", () => {
    expect(() => readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'Kx9#mQ2$vL' })).toThrow(
      "Invalid configuration: ADMIN_PASSWORD: An administrator's password must be at least 12 characters",
    );
    expect(() => readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'password1234' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD: This password is too easy to guess',
    );
  });

  it('takes standard or light password hashing, and nothing else', () => {
    expect(readConfig({}).PASSWORD_HASHING).toBe('standard');
    expect(readConfig({ PASSWORD_HASHING: 'light' }).PASSWORD_HASHING).toBe('light');
    expect(() => readConfig({ PASSWORD_HASHING: 'weak' })).toThrow("PASSWORD_HASHING must be 'standard' or 'light'");
  });

  it('takes the moment the demo is built around as an ISO date and time', () => {
    expect(readConfig({ DEMO_LOADED_AT: '2026-05-06T16:00:00Z' }).DEMO_LOADED_AT).toBe('2026-05-06T16:00:00Z');
    expect(readConfig({}).DEMO_LOADED_AT).toBeUndefined();
    expect(() => readConfig({ DEMO_LOADED_AT: 'last Tuesday' })).toThrow('DEMO_LOADED_AT must be an ISO date and time, like 2026-05-06T16:00:00Z');
  });

  it('names a time zone that does not exist', () => {
    expect(() => readConfig({ LEAGUE_TIMEZONE: 'Mars/Olympus' })).toThrow("LEAGUE_TIMEZONE 'Mars/Olympus' is not a time zone");
  });

  it('loads the demo league by default outside production, and never in production', () => {
    expect(readConfig({}).SEED).toBe('demo');
    expect(readConfig({ NODE_ENV: 'test' }).SEED).toBe('demo');
    expect(readConfig({ NODE_ENV: 'production' }).SEED).toBe('none');
    expect(readConfig({ NODE_ENV: 'production', SEED: 'none' }).SEED).toBe('none');
    expect(() => readConfig({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(DEMO_REFUSED_IN_PRODUCTION);
    expect(DEMO_REFUSED_IN_PRODUCTION).toMatch(/SEED=demo .* refused when NODE_ENV=production/);
  });

  it('takes the addresses and networks of proxies for TRUST_PROXY, and refuses trusting everyone', () => {
    expect(readConfig({}).TRUST_PROXY).toEqual([]);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(readConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const everyone of ['true', '0.0.0.0/0', '10.0.0.1,::/0', '0.0.0.0/0.0.0.0']) {
      expect(() => readConfig({ TRUST_PROXY: everyone }), everyone).toThrow(/TRUST_PROXY: trusting every address is refused.*TRUST_PROXY=127\.0\.0\.1/);
    }
    expect(() => readConfig({ TRUST_PROXY: '127.0.0.1,proxy.example,10.0.0.0/33' })).toThrow(
      "TRUST_PROXY: takes IP addresses or networks (CIDR) separated by commas; not 'proxy.example', '10.0.0.0/33'",
    );
  });

  it('sets the request, header and keep-alive timeouts, headers within the request', () => {
    expect(readConfig({})).toMatchObject({ REQUEST_TIMEOUT_MS: 120_000, HEADERS_TIMEOUT_MS: 20_000, KEEP_ALIVE_TIMEOUT_MS: 72_000 });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS',
    );
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS');
  });

  it("serves the browser application built in the application's folder, whatever folder the server was started from", () => {
    expect(readConfig({}).CLIENT_DIR).toBe(fileURLToPath(new URL('../../dist/client', import.meta.url)));
  });
});
