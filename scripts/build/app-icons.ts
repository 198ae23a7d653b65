import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** The installed application's icons, by file name: drawn from the logo, none kept in the repository. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The logo drawn at `size` px; `padded`: on white, within the middle 70% a launcher may crop to. */
async function drawn(logo: Buffer, size: number, padded: boolean): Promise<Buffer> {
  const inner = padded ? Math.round(size * 0.7) : size;
  const image = sharp(logo, { density: (72 * inner) / 64 }).resize(inner, inner);
  if (!padded) return image.png().toBuffer();
  const margin = Math.round((size - inner) / 2);
  return image
    .extend({ top: margin, bottom: size - inner - margin, left: margin, right: size - inner - margin, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/**
 * Writes the manifest's icons and the home-screen icon of iOS (apple-touch-icon.png, 180 px on
 * white) into the build, and names the latter and the theme colour in the page.
 */
export function appIcons(themeColor: string): Plugin {
  let logoFile = '';
  return {
    name: 'dugout-app-icons',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      logoFile = resolve(config.root, 'public', 'logo.svg');
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: themeColor }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
    ],
    async generateBundle() {
      const logo = readFileSync(logoFile);
      const files: [string, Promise<Buffer>][] = [
        ['icons/icon-192.png', drawn(logo, 192, false)],
        ['icons/icon-512.png', drawn(logo, 512, false)],
        ['icons/maskable-512.png', drawn(logo, 512, true)],
        ['icons/apple-touch-icon.png', drawn(logo, 180, true)],
      ];
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source: await source });
    },
  };
}
