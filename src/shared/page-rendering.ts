/**
 * What the server and the browser application agree on to render public pages on the server
 * (docs/decisions/0050-server-rendered-public-pages.md): the server hands the renderer a way to
 * read the public API in-process, the renderer answers the page's HTML, its title and the data it
 * was rendered from, which the page carries for the browser to take over from.
 */

/** The id of the `<script type="application/json">` element that carries a rendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/** An answer of the public API, read in-process by the server. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Reads a public API address (`/api/games?season=2`) as a visitor, in-process. */
export type ReadApi = (path: string) => Promise<ApiAnswer>;

export interface RenderedPage {
  /** The application's markup, for the page's root element. */
  html: string;
  /** The page's own title ('Standings'). */
  title: string;
  /** The reads it was rendered from, as JSON (TanStack Query's dehydrated state). */
  data: string;
}

export interface PageRenderer {
  /** The route patterns rendered on the server (`/standings/:divisionId`). */
  paths: readonly string[];
  /** The page at this address (path and query), or null when its path is not rendered on the server. */
  render(url: string, read: ReadApi): Promise<RenderedPage | null>;
}
