// `npm start`: builds the browser application and the server when missing or older than their
// sources (scripts/lib/builds.mjs), then runs the built server (migrations and the demo league
// happen at its start). NODE_ENV is the operator's to set: without NODE_ENV=production the server
// runs the demo.
import { ensureBuilt, runBuilt } from './lib/builds.mjs';

// An operator who sets CLIENT_DIR serves a browser build of their own; only the default one is built here.
await ensureBuilt(process.env.CLIENT_DIR === undefined ? ['client', 'server'] : ['server']);
runBuilt('main', []);
