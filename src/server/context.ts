import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { AreaVersion, WriteAnnouncer } from './db/write';
import type { Mailer } from './mail/mailer';

/** What services need from the outside world, passed in so tests can build the same app. */
export interface AppContext {
  handle: DatabaseHandle;
  config: Config;
  /** Keys token digests; from SESSION_SECRET or a secret kept in the data folder. */
  secret: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Password reset and sign-in link mail: SMTP, or the outbox table without SMTP_URL. */
  mailer: Mailer;
  /** Told after a write commits which areas of the league it moved to which version. */
  onDataChanged?: (bumped: readonly AreaVersion[]) => void;
  /** PostgreSQL: tells the other processes sharing the database of each write. */
  peers?: WriteAnnouncer;
}
