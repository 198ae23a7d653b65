import { test as base } from '../fixtures';
import { startServer, type RunningServer } from './server';

/**
 * For specs that change the demo league's data (scores, fields, availability): a server and
 * database copy of their own, so specs of other screens neither see nor disturb those changes.
 */
export const isolatedTest = base.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});
