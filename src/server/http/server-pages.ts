import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PAGE_DATA_ID, type ApiAnswer, type PageRenderer, type RenderedPage } from '../../shared/page-rendering';
import { narrowCachedRead } from '../cache/read-cache';
import type { DataArea } from '../db/write';

/** A public read of the API and the data areas its answer is built from (its `config.cache`). */
export interface CachedRead {
  url: string;
  cache: readonly DataArea[];
}

export interface ServerPagesOptions {
  renderer: PageRenderer;
  /** The application's page (index.html): its scripts and styles, and its root element to fill. */
  template: string;
  /** Every cached public read; a page's reads must be among them for its HTML to be kept. */
  cachedReads: readonly CachedRead[];
  /** Answers with the application's page as it is, for the browser to render (when rendering fails). */
  sendShell: (reply: FastifyReply) => FastifyReply;
}

/** Any query: the page reads what it knows (`?season=`, `?tab=`), and ignores the rest. */
const pageQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** `<` written as an escape, so that no text of the data can end the script element it sits in. */
function inScript(json: string): string {
  return json.replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The application's page with the rendered page in its root element, its data beside it and its title. */
export function pageHtml(template: string, page: RenderedPage): string {
  let html = template.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${inScript(page.data)}</script>`,
  );
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  return html;
}

/** Finds the cached read an API path is answered by: the areas its answer is built from. */
function areasOfReads(reads: readonly CachedRead[]): (path: string) => readonly DataArea[] | undefined {
  const patterns = reads.map((read) => ({ pattern: new RegExp(`^${read.url.replace(/:\w+/g, '[^/]+')}$`), cache: read.cache }));
  return (path) => {
    const pathname = path.split('?')[0] ?? '';
    return patterns.find((p) => p.pattern.test(pathname))?.cache;
  };
}

/**
 * The public pages the renderer knows are rendered on the server: each is a GET route answering
 * the page's HTML, built from the public API read in-process (`inject`, so its reads come from the
 * read cache), and itself kept by the read cache under the areas of the reads it made (the
 * versions taken before it was rendered), with an ETag; the same for everyone, signed in or not.
 * A page that cannot be rendered answers the application's page for the browser to render.
 */
export function registerServerPages(app: FastifyInstance, options: ServerPagesOptions): void {
  const { renderer, template, cachedReads, sendShell } = options;
  const areasOf = areasOfReads(cachedReads);
  const everyArea = [...new Set(cachedReads.flatMap((read) => read.cache))].sort();

  /** The page, the areas of the reads it made, and whether those reads vouch for it (each a cached read that answered). */
  const render = async (request: FastifyRequest) => {
    const areas = new Set<DataArea>();
    let current = true;
    const read = async (path: string): Promise<ApiAnswer> => {
      const readAreas = areasOf(path);
      if (readAreas) readAreas.forEach((area) => areas.add(area));
      else current = false;
      const answer = await app.inject({ method: 'GET', url: path });
      // A page built while the database failed is not kept: it would outlive the failure.
      if (answer.statusCode >= 500) current = false;
      return { status: answer.statusCode, contentType: String(answer.headers['content-type'] ?? ''), body: answer.body };
    };
    const page = await renderer.render(request.url, read);
    return page && { page, areas: current ? areas : null };
  };

  // Requests for the same page at the same versions (many at once after a write) share one render.
  const rendering = new Map<string, ReturnType<typeof render>>();
  const renderOnce = (request: FastifyRequest): ReturnType<typeof render> => {
    const slot = request.cacheSlot;
    if (!slot) return render(request);
    const key = `${slot.key} ${slot.tag}`;
    const underWay = rendering.get(key);
    if (underWay) return underWay;
    const started = render(request).finally(() => rendering.delete(key));
    rendering.set(key, started);
    return started;
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const rendered = await renderOnce(request).catch((error: unknown) => {
      request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it');
      return null;
    });
    narrowCachedRead(request, rendered?.areas ?? null);
    if (!rendered) return sendShell(reply);
    // The read cache adds its ETag and caching headers; without it the page is revalidated all the same.
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(pageHtml(template, rendered.page));
  };

  for (const path of renderer.paths) {
    app.get(path, { config: { access: 'public', sameForEveryone: true, cache: everyArea }, schema: { querystring: pageQuery } }, answerPage);
  }
}
