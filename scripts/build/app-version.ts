import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The product version from package.json, as the application's code reads it (`__APP_VERSION__`, src/client/env.d.ts). */
export const APP_VERSION = { __APP_VERSION__: JSON.stringify(version) };
