// The builds that `npm start`, `npm run restore` and `npm run seed` run from, and when they are
// made again: a build is made when its output is missing or older than any of its sources. Where
// its build tool is not installed (`npm ci --omit=dev`) nothing is built: a build that is there
// runs as it is (with a warning when it looks older than its sources), a missing one stops the
// start with what to do.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const builds = {
  client: {
    what: 'the browser application',
    // Built last, after dist/client: the page renderer (scripts/build/client.mjs).
    output: 'dist/render/entry-server.js',
    sources: [
      'src/client',
      'src/shared',
      'CHANGELOG.md',
      'package.json',
      'vite.config.ts',
      'scripts/build/client.mjs',
      'scripts/build/precompress.ts',
      'scripts/build/styles-first.ts',
      'scripts/build/app-version.ts',
    ],
    tool: 'node_modules/vite',
    command: ['scripts/build/client.mjs', '--quiet'],
  },
  server: {
    what: 'the server',
    output: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'package.json', 'scripts/build/server.mjs'],
    tool: 'node_modules/esbuild',
    command: ['scripts/build/server.mjs'],
  },
};

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildIfStale({ what, output, sources, tool, command }) {
  const builtAt = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : undefined;
  if (builtAt !== undefined && Math.max(...sources.map((source) => newestChange(join(root, source)))) <= builtAt) return;
  if (!existsSync(join(root, tool))) {
    if (builtAt === undefined) {
      throw new Error(
        `${output} is missing and ${what} cannot be built here: its build tool is a dev dependency, not installed ` +
          '(npm ci --omit=dev). Run `npm run build` where the dev dependencies are installed, then start again.',
      );
    }
    console.warn(`${output} is older than the sources of ${what}, and the build tools are not installed: running it as it is.`);
    return;
  }
  console.log(`Building ${what}...`);
  const build = spawnSync(process.execPath, command, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`Building ${what} failed.`);
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Two starts at once (several processes started together) build once: the second waits and finds the build fresh. */
async function underBuildLock(work) {
  mkdirSync(join(root, 'dist'), { recursive: true });
  const lock = join(root, 'dist/.build-lock');
  for (;;) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = Number(existsSync(lock) ? readFileSync(lock, 'utf8') : 0);
    // A lock left by a build that died is taken over; an empty one is being written.
    if (holder > 0 && !isRunning(holder)) rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Builds what is missing or stale of `names` ('client', 'server'); exits with the reason when it cannot. */
export async function ensureBuilt(names) {
  try {
    await underBuildLock(() => names.forEach((name) => buildIfStale(builds[name])));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

/** Runs a program of the built server (main, restore, seed), passing on signals and its exit code. */
export function runBuilt(program, args) {
  const child = spawn(process.execPath, [join(root, 'dist/server', `${program}.js`), ...args], { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
