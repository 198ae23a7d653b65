import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isClientRoute } from '../../shared/client-routes';
import type { PageRenderer } from '../../shared/page-rendering';
import { registerServerPages, type CachedRead } from './server-pages';

export interface ClientAppOptions {
  /** The built browser application (index.html and its assets); none: the API alone. */
  clientDir: string | undefined;
  /**
   * Renders the public pages on the server; by default the one built beside the application
   * (`render/entry-server.js` next to its folder: dist/render for dist/client). Without one, every
   * page is rendered in the browser.
   */
  renderer?: PageRenderer;
  /** The API's cached public reads, which rendered pages are built from. */
  cachedReads: readonly CachedRead[];
}

/** The renderer built beside the browser application, if there is one. */
async function builtRenderer(root: string): Promise<PageRenderer | undefined> {
  const file = join(dirname(root), 'render', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const built = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer };
  return built.renderer;
}

/** The service worker, at the root so that it may answer for every page. */
const SERVICE_WORKER = 'sw.js';

/** The server's own addresses, which the browser application never answers: the API and the calendar feeds. */
const SERVER_PREFIXES = ['/api/', '/calendar/'];

/** Whether a path is one of the server's own (every route there declares who may call it). */
export function isServerRoute(path: string): boolean {
  return path === '/api' || SERVER_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Serves the built browser application: hashed assets are cached for a year, HTML never. The
 * public pages the renderer knows are rendered on the server (server-pages.ts). Any other path
 * outside the API and the calendar feeds gets the application's page; a path the application does
 * not know gets it with status 404, and the page shows '404 Page Not Found'. An unknown API or
 * calendar address answers 404 with a message.
 */
export async function registerClientApp(app: FastifyInstance, { clientDir, renderer, cachedReads }: ClientAppOptions): Promise<void> {
  const root = clientDir === undefined ? undefined : resolve(clientDir);
  const indexFile = root === undefined ? undefined : join(root, 'index.html');
  const indexHtml = indexFile !== undefined && existsSync(indexFile) ? readFileSync(indexFile) : undefined;

  if (root !== undefined && indexHtml) {
    await app.register(fastifyStatic, {
      root,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${join(root, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html') || filePath === join(root, SERVICE_WORKER)) {
          // Pages, and the service worker, which the browser compares with what it runs to find a new release.
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  const sendPage = (reply: FastifyReply, status: number) =>
    reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  const pages = root !== undefined && indexHtml ? (renderer ?? (await builtRenderer(root))) : undefined;
  if (pages && indexHtml) {
    registerServerPages(app, { renderer: pages, template: indexHtml.toString('utf8'), cachedReads, sendShell: (reply) => sendPage(reply, 200) });
  }
  if (indexHtml && !pages?.paths.includes('/')) {
    // The home page is a route of its own: to the static plugin '/' is a folder it will not list.
    app.get('/', { config: { access: 'public' } }, (_request, reply) => sendPage(reply, 200));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/calendar/')) return reply.code(404).send({ message: `There is no calendar at ${path}` });
    if (isServerRoute(path)) return reply.code(404).send({ message: `There is no API route ${request.method} ${path}` });
    if ((request.method === 'GET' || request.method === 'HEAD') && indexHtml) {
      return sendPage(reply, isClientRoute(path) ? 200 : 404);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
