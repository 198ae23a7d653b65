// `npm run build:client`: the browser application into dist/client, then the same application
// built for Node into dist/render: the server renders the public pages with it, and the browser
// takes them over (docs/decisions/0050-server-rendered-public-pages.md). `--quiet` shows warnings only.
import { build } from 'vite';

const logLevel = process.argv.includes('--quiet') ? 'warn' : 'info';
await build({ logLevel });
await build({
  logLevel,
  build: { ssr: 'entry-server.tsx', outDir: '../../dist/render', copyPublicDir: false },
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
