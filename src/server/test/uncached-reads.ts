/** Test-only: what the database says now, read through an app whose cache has never held anything. */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../app';
import { readConfig } from '../config';
import type { AppContext } from '../context';
import { connectDatabase } from '../db/connect';
import { createMailer } from '../mail/mailer';

export interface Answer {
  status: number;
  body: string;
}

/** Builds a new app on the database for each call, so every GET is built from the rows as they are. */
export async function readUncached(databaseUrl: string, paths: readonly string[]): Promise<Map<string, Answer>> {
  const handle = connectDatabase(databaseUrl, { poolSize: 2 });
  const config = readConfig({
    DATABASE_URL: databaseUrl,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    BACKUP_DIR: join(tmpdir(), 'dugout-uncached-never-written'),
  });
  const log = pino({ level: 'silent' });
  const now = () => new Date();
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db: handle.db, log, now });
  const ctx: AppContext = { handle, config, secret: randomBytes(32).toString('hex'), now, log, mailer };
  const app = await buildApp(ctx);
  try {
    const answers = new Map<string, Answer>();
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: path });
      answers.set(path, { status: response.statusCode, body: response.body });
    }
    return answers;
  } finally {
    await app.close();
    mailer.close();
    await handle.close();
  }
}
