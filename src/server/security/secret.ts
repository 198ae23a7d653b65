import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * The key for token digests: SESSION_SECRET when set, otherwise a random one generated once and
 * kept in the data folder (the file readable by its owner only). Processes on several machines
 * must share SESSION_SECRET.
 */
export function loadSecret(configured: string | undefined, file = './data/session-secret'): string {
  if (configured) return configured;
  const path = resolve(file);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
