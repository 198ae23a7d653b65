import { startMailCatcher, type MailCatcher } from '../../src/server/test/mail-catcher';
import { isolatedTest } from './isolated-test';
import { startServer } from './server';

/** A server of its own that sends real mail to a loopback SMTP server the test reads (`mail`). */
export const mailTest = isolatedTest.extend<object, { mail: MailCatcher }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const catcher = await startMailCatcher();
      await use(catcher);
      await catcher.close();
    },
    { scope: 'worker' },
  ],
  ownServer: [
    async ({ mail }, use) => {
      const server = await startServer({ SMTP_URL: mail.url });
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});
