import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appIcons, APP_ICONS } from './scripts/build/app-icons.ts';
import { APP_VERSION } from './scripts/build/app-version.ts';
import { precompress } from './scripts/build/precompress.ts';
import { stylesFirst } from './scripts/build/styles-first.ts';
import { THEME_COLOR } from './src/client/brand-colors.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    react(),
    stylesFirst(),
    appIcons(THEME_COLOR),
    // The installable application: its manifest and its service worker (src/client/offline/sw.ts),
    // which main.tsx registers itself. Not in the page renderer built for the server.
    VitePWA({
      disable: isSsrBuild === true,
      strategies: 'injectManifest',
      srcDir: 'offline',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      manifest: {
        name: 'Dugout - Youth Baseball Alliance',
        short_name: 'Dugout',
        description: 'Standings, schedules, playoffs and the coaches’ games of the youth baseball alliance.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: THEME_COLOR,
        icons: APP_ICONS,
      },
      // The application's code, styles and page: everything a page needs offline but its data.
      injectManifest: { globPatterns: ['index.html', 'logo.svg', 'assets/*.{js,css}'], maximumFileSizeToCacheInBytes: 3 * 1024 * 1024 },
    }),
    precompress(),
  ],
  define: APP_VERSION,
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // The application is served without source maps: production publishes no source.
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      // The client's own modules under src/client/api are served at /api/*.ts; the rest is the API.
      '^/api/(?!.*\\.tsx?(\\?|$))': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
