import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries; the outbox names it in the log so a laptop install still works. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Real mail over SMTP when SMTP_URL is set; otherwise the mail_outbox table and a log line. */
export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(url: string, { from, log }: MailerOptions): Mailer {
  // A pool of a few connections: a mail to every coach at once must not open hundreds.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 3 });
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
    },
    close: () => transport.close(),
  };
}

function outboxMailer({ db, log, now }: MailerOptions): Mailer {
  return {
    async send(message) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: now().toISOString(),
          sent_at: null,
        })
        .execute();
      log.info({ to: message.to, subject: message.subject, link: message.link }, `mail kept in the outbox (no SMTP_URL): ${message.link}`);
    },
    close: () => undefined,
  };
}

/**
 * Sends without making the request wait: the answer then takes the same time whether or not a
 * message went out, and a slow mail server never holds a request. Failures are logged.
 */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail could not be sent'));
}
