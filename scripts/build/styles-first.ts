import type { Plugin } from 'vite';

/**
 * Puts the application's stylesheets before its scripts in index.html. A page rendered on the
 * server is painted once its styles have arrived, and on a slow network the scripts (which only
 * take the page over) share the bandwidth: asked for first, the styles arrive sooner.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'dugout-styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const rest = styles.reduce((text, link) => text.replace(link, ''), html);
        const firstScript = rest.search(/[ \t]*<script type="module"/);
        return firstScript < 0 ? html : rest.slice(0, firstScript) + styles.join('') + rest.slice(firstScript);
      },
    },
  };
}
