import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../test/harness';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { retryKeptMail } from '../jobs/mail-retry';
import { createMailer, type MailMessage } from './mailer';
import { magicLinkMail } from './templates';

function capturingLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const LINK = 'http://league.example/auth?mode=setPassword#token=t0ken-0f-the-mail';
const message: MailMessage = magicLinkMail('coach@example.com', 'Pat <Coach>', LINK, 48);

describe.each(testEngines())('mailer on %s', (engine) => {
  let t: TestApp;
  let catcher: MailCatcher;
  beforeAll(async () => {
    t = await createTestApp({ engine, seed: 'none' });
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
  });

  it('without SMTP_URL keeps the message in the outbox and logs where it waits, without its link', async () => {
    const { log, lines } = capturingLog();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Dugout <no-reply@dugout.local>',
      db: t.handle.db,
      log,
      now: () => new Date('2026-01-02T03:04:05.000Z'),
    });
    await mailer.send(message);
    const rows = await t.handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to_address: 'coach@example.com', subject: message.subject, created_at: '2026-01-02T03:04:05.000Z', sent_at: null });
    expect(rows[0]?.text_body).toContain(LINK);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ to: 'coach@example.com', outboxId: rows[0]?.id });
    expect(lines[0]).not.toContain('t0ken-0f-the-mail');
  });

  it('with SMTP_URL delivers real mail with text and HTML parts, the name escaped in the HTML', async () => {
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: catcher.url, from: 'Dugout <no-reply@dugout.local>', db: t.handle.db, log, now: () => new Date() });
    await mailer.send(message);
    mailer.close();
    const received = await catcher.waitFor((m) => m.to.includes('coach@example.com'));
    expect(received.subject).toBe('Your Dugout coach portal sign-in link');
    expect(received.text).toContain('Hello Pat <Coach>,');
    expect(received.text).toContain(LINK);
    expect(received.html).toContain('Pat &#60;Coach&#62;');
    expect(received.html).not.toContain('<Coach>');
  });

  it('keeps a message the mail server does not take, and sends it when the server is back', async () => {
    // A port that was free a moment ago: nothing listens there until the catcher below.
    const probe = await startMailCatcher();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const { log } = capturingLog();
    const now = () => new Date();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Dugout <no-reply@dugout.local>', db: t.handle.db, log, now });
    await t.handle.db.deleteFrom('mail_outbox').execute();

    await expect(mailer.send(message)).rejects.toThrow();
    const kept = await t.handle.db.selectFrom('mail_outbox').selectAll().execute();
    expect(kept.map((r) => r.to_address)).toEqual(['coach@example.com']);
    expect(await mailer.retryKept()).toBe(0);

    const back = await startMailCatcher(port);
    try {
      const round = new Date();
      const ctx = { ...t.ctx, mailer, now: () => round };
      expect(await retryKeptMail(ctx, 'this process')).toBe(1);
      const received = await back.waitFor((m) => m.to.includes('coach@example.com'));
      expect(received.text).toContain(LINK);
      // Sent mail is not kept (it carries a live link), and nothing goes out twice.
      expect(await t.handle.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
      expect(await retryKeptMail(ctx, 'this process')).toBe(null);
    } finally {
      mailer.close();
      await back.close();
    }
  });

  it("after an outage, a person's new mail waits behind their kept mail and goes out after it; others' mail goes at once", async () => {
    const probe = await startMailCatcher();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const { log } = capturingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Dugout <no-reply@dugout.local>', db: t.handle.db, log, now: () => new Date() });
    await t.handle.db.deleteFrom('mail_outbox').execute();
    const mail = (to: string, subject: string): MailMessage => ({ to, subject, text: subject, html: `<p>${subject}</p>` });

    expect(await mailer.post(mail('jordan@example.com', 'Game cancelled'))).toBe('kept');
    const back = await startMailCatcher(port);
    try {
      expect(await mailer.post(mail('jordan@example.com', 'Game back on the schedule')), 'behind the kept one').toBe('kept');
      expect(await mailer.post(mail('sam@example.com', 'Final score'))).toBe('sent');
      await back.waitFor((m) => m.to.includes('sam@example.com'));
      expect(await mailer.retryKept()).toBe(2);
      await back.waitFor((m) => m.subject === 'Game back on the schedule');
      expect(back.messages.filter((m) => m.to.includes('jordan@example.com')).map((m) => m.subject)).toEqual(['Game cancelled', 'Game back on the schedule']);
    } finally {
      mailer.close();
      await back.close();
    }
  });
});
