// `npm run restore -- FILE`, `npm run seed -- ...`: a command of the server, run from the built
// server like `npm start` (built first when missing or older than its sources).
import { ensureBuilt, runBuilt } from './lib/builds.mjs';

const [program, ...args] = process.argv.slice(2);
await ensureBuilt(['server']);
runBuilt(program, args);
