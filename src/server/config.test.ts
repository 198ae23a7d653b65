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
});
