import { setImmediate as nextTurn } from 'node:timers/promises';
import { batches } from '../db/batches';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { parseStored } from '../db/stored-json';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's own headers (List-Unsubscribe, say), kept with it in the outbox. */
  headers?: Record<string, string>;
}

/** What became of a message handed over with `post`: it went to the mail server, or waits in the outbox. */
export type Posted = 'sent' | 'kept';

export interface Mailer {
  /**
   * Sends the message now. Over SMTP, a message the mail server does not take is kept in the
   * outbox for `retryKept` and the error is thrown; without SMTP the outbox is where mail goes.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * For mail that must not be lost: sends it now, or, when the mail server does not take it (or
   * `later` says not to try now, or earlier mail to the same address still waits), keeps it in the
   * outbox, from where `retryKept` sends it (over SMTP) in the order kept. Answers which; throws
   * only when the message could be neither sent nor kept.
   */
  post(message: MailMessage, options?: { later?: boolean }): Promise<Posted>;
  /** Over SMTP: sends again what failed sends left in the outbox; answers how many went out. */
  retryKept(): Promise<number>;
  /** Waits for the messages being sent right now (at shutdown, and in tests). */
  drain(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** How long a message that could not be sent is tried again: a link older than that is stale. */
export const RETRY_HOURS = 24;

/** Real mail over SMTP when SMTP_URL is set; otherwise the mail_outbox table, and a log line that names its row. */
export function createMailer(options: MailerOptions): Mailer {
  return tracked(options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options));
}

function tracked(mailer: Omit<Mailer, 'drain'>): Mailer {
  const sending = new Set<Promise<unknown>>();
  const track = <T>(sent: Promise<T>): Promise<T> => {
    sending.add(sent);
    const done = () => void sending.delete(sent);
    sent.then(done, done);
    return sent;
  };
  return {
    send: (message) => track(mailer.send(message)),
    post: (message, options) => track(mailer.post(message, options)),
    retryKept: () => mailer.retryKept(),
    drain: async () => void (await Promise.allSettled([...sending])),
    close: () => mailer.close(),
  };
}

function smtpMailer(url: string, { from, db, log, now }: MailerOptions): Omit<Mailer, 'drain'> {
  // A pool of a few connections: a mail to every coach at once must not open hundreds. A mail
  // server that does not answer is given up on in seconds (nodemailer's default is minutes).
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const deliver = async (message: MailMessage) => {
    await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers });
    log.info({ to: message.to, subject: message.subject }, 'mail sent');
  };
  const keepForLater = async (message: MailMessage, error: unknown) => {
    await keep(db, message, now());
    log.warn({ err: error, to: message.to }, 'mail could not be sent; kept in the outbox to try again');
  };
  return {
    async send(message) {
      try {
        await deliver(message);
      } catch (error) {
        await keepForLater(message, error);
        throw error;
      }
    },
    async post(message, options) {
      // Behind mail still waiting for the same person, so that what they read last is the latest.
      if (options?.later || (await hasKeptFor(db, message.to, retrySince(now())))) {
        await keep(db, message, now());
        return 'kept';
      }
      try {
        await deliver(message);
        return 'sent';
      } catch (error) {
        await keepForLater(message, error);
        return 'kept';
      }
    },
    async retryKept() {
      const kept = await db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers'])
        .where('sent_at', 'is', null)
        .where('created_at', '>=', retrySince(now()))
        .orderBy('id')
        .limit(RETRY_BATCH)
        .execute();
      let sent = 0;
      for (const row of kept) {
        try {
          await deliver({ to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body ?? '', ...storedHeaders(row.headers) });
        } catch (error) {
          log.warn({ err: error, waiting: kept.length - sent }, 'the mail server still does not take mail; trying again later');
          break;
        }
        // Sent mail is not kept: the message carries a live link.
        await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
        sent++;
      }
      return sent;
    },
    close: () => transport.close(),
  };
}

/** Messages sent again per round of the retry job, oldest first; a mail server still down stops the round at its first. */
const RETRY_BATCH = 500;

const retrySince = (at: Date) => new Date(at.getTime() - RETRY_HOURS * 3_600_000).toISOString();

/** Whether mail to this address waits in the outbox to be tried again. */
async function hasKeptFor(db: Kysely<Database>, to: string, since: string): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('to_address', '=', to)
    .where('sent_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a message in the outbox; answers its row id. */
async function keep(db: Kysely<Database>, message: MailMessage, at: Date): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      created_at: at.toISOString(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const storedHeaders = (json: string | null) => (json === null ? {} : { headers: parseStored(z.record(z.string(), z.string()), json) });

function outboxMailer({ db, log, now }: MailerOptions): Omit<Mailer, 'drain'> {
  const send = async (message: MailMessage) => {
    const outboxId = await keep(db, message, now());
    // The message carries a live link: the log says where it waits, never what it says.
    log.info({ to: message.to, subject: message.subject, outboxId }, 'mail kept in the outbox (no SMTP_URL); the link is in its mail_outbox row');
  };
  return {
    send,
    async post(message) {
      await send(message);
      return 'kept';
    },
    retryKept: () => Promise.resolve(0),
    close: () => undefined,
  };
}

/**
 * Sends without making the request wait: the answer then takes the same time whether or not a
 * message went out, and a slow mail server never holds a request. Failures are logged.
 */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail could not be sent now'));
}

/** Messages handed to the mailer between two turns of the event loop. */
const MAIL_BATCH = 100;

/**
 * Many messages at once (an import's sign-in links), sent in the background a batch at a time with
 * a turn of the event loop between batches, so thousands of them never hold other requests.
 */
export function sendAllInBackground(mailer: Mailer, log: FastifyBaseLogger, messages: readonly MailMessage[]): void {
  void (async () => {
    for (const batch of batches(messages, MAIL_BATCH)) {
      for (const message of batch) sendInBackground(mailer, log, message);
      await nextTurn();
    }
  })();
}
