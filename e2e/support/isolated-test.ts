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

/**
 * For a story that changes what every other story relies on (clearing all coaches): a server and
 * database copy of the story's own, gone when it ends.
 */
export const soloTest = base.extend<{ soloServer: RunningServer }>({
  soloServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ soloServer }, use) => {
    await use(soloServer.baseURL);
  },
});

/**
 * For stories about finding things at size: a server of the worker's own on a copy of the large
 * league (20 divisions, 220 teams, 3,040 games, 585 coaches; the demo's sign-ins).
 */
export const largeLeagueTest = base.extend<object, { largeServer: RunningServer }>({
  largeServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer({}, { league: 'large' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ largeServer }, use) => {
    await use(largeServer.baseURL);
  },
});
