// `npm start`: builds the browser application when its sources are newer than the last build,
// then runs the server (migrations and the demo league happen at its start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const builtIndex = join(clientDir, 'index.html');
const sources = ['src/client', 'src/shared', 'CHANGELOG.md', 'package.json', 'vite.config.ts'];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

const needsBuild = !existsSync(builtIndex) || Math.max(...sources.map(newestChange)) > statSync(builtIndex).mtimeMs;
if (needsBuild) {
  console.log('Building the browser application...');
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// NODE_ENV is the operator's to set: without NODE_ENV=production the server runs the demo.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
