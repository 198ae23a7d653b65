import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('holds ADMIN_PASSWORD to the rules of every new password', () => {
    expect(() => readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'a' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD: Password must be at least 6 characters',
    );
    expect(() => readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'lettersonly' })).toThrow(
      'ADMIN_PASSWORD: Password must contain at least one letter and one number',
    );
    expect(readConfig({ ADMIN_USERNAME: 'chief', ADMIN_PASSWORD: 'league2025' }).ADMIN_PASSWORD).toBe('league2025');
  });

  it('names a time zone that does not exist', () => {
    expect(() => readConfig({ LEAGUE_TIMEZONE: 'Mars/Olympus' })).toThrow("LEAGUE_TIMEZONE 'Mars/Olympus' is not a time zone");
  });

  it('sets the request, header and keep-alive timeouts, headers within the request', () => {
    expect(readConfig({})).toMatchObject({ REQUEST_TIMEOUT_MS: 120_000, HEADERS_TIMEOUT_MS: 20_000, KEEP_ALIVE_TIMEOUT_MS: 72_000 });
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS',
    );
    expect(() => readConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS');
  });
});
