import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The application's folder, the one holding package.json: found from this module's own place, which
 * is src/server in TypeScript and dist/server (or a chunk folder below it) once built, so the
 * server finds its files whatever folder it was started from.
 */
export function appFolder(start: string = import.meta.dirname): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json in ${start} or above it`);
  }
}
