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

  it('names a time zone that does not exist', () => {
    expect(() => readConfig({ LEAGUE_TIMEZONE: 'Mars/Olympus' })).toThrow("LEAGUE_TIMEZONE 'Mars/Olympus' is not a time zone");
  });
});
