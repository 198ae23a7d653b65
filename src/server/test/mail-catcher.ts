/**
 * Test-only: a real SMTP server on loopback that keeps every message it receives, parsed. API and
 * browser tests point SMTP_URL at it, receive the mail and follow its link.
 */
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { tokenOfLink } from '../../shared/auth-links';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header of the message by its name in lower case (the last one of a name given twice). */
  headers: Record<string, string>;
}

export interface MailCatcher {
  url: string;
  messages: CaughtMail[];
  /** The first message (already received or still to come) that matches, or an error after `timeoutMs`. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** `port` 0 takes a free one; a given port lets a test bring a mail server back where one was. */
export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.push({
              to: (email.to ?? []).map((a) => ('address' in a ? (a.address ?? '') : '')),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              headers: Object.fromEntries(email.headers.map((h) => [h.key.toLowerCase(), h.value])),
            });
            for (const wake of waiting) wake();
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No matching mail arrived within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link to the site's /auth page in a message's text. */
export function authLinkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/\S+\/auth\?\S+/.exec(mail.text);
  if (!match) throw new Error(`The mail '${mail.subject}' carries no /auth link:\n${mail.text}`);
  return new URL(match[0]);
}

/** The token a reset or first-password link carries. */
export function tokenOfAuthLink(link: URL | string): string {
  const url = new URL(link);
  return tokenOfLink(url.search, url.hash);
}
