import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { APP_VERSION } from './scripts/build/app-version.ts';
import { precompress } from './scripts/build/precompress.ts';
import { stylesFirst } from './scripts/build/styles-first.ts';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), stylesFirst(), precompress()],
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
});
