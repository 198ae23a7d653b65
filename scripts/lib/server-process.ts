import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { pollUntil } from './poll';

export interface ServerProcess {
  baseURL: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** Resident memory of the server process in bytes (Linux). */
  rss(): number;
  /** CPU time the server process has used so far, in seconds (Linux). */
  cpuSeconds(): number;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Linux counts CPU time in ticks of 1/100 s (CLK_TCK). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system) a process has used so far, in seconds (Linux). Unlike requests per
 * second, it hardly moves when other work shares the machine.
 */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name (which may hold spaces), from the third (state) on.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

export async function waitUntilReady(baseURL: string, child: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<void> {
  const ready = async () => {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    // Not listening yet when the request fails.
    return fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
  };
  try {
    await pollUntil('the server to be ready', ready, { timeoutMs, everyMs: 100 });
  } catch (error) {
    if (child.exitCode !== null) throw error;
    throw new Error(`The server did not become ready:\n${output()}`, { cause: error });
  }
}

/** The server's programs: their TypeScript sources, and their files in a server bundle. */
const PROGRAMS = {
  main: { source: 'src/server/main.ts', bundled: 'main.js' },
  restore: { source: 'src/server/features/backups/restore-cli.ts', bundled: 'restore.js' },
  seed: { source: 'src/server/seed/cli.ts', bundled: 'seed.js' },
};

/** Names the folder of the server bundle a test run built for its tests (scripts/lib/server-build.ts). */
export const SERVER_BUILD_VARIABLE = 'DUGOUT_TEST_SERVER_BUILD';

/**
 * The `node` arguments that run one of the server's programs: from the bundle the test run built,
 * when there is one, otherwise from the TypeScript sources, as `npm run dev` runs the server.
 */
export function serverProgram(name: keyof typeof PROGRAMS): string[] {
  const bundle = process.env[SERVER_BUILD_VARIABLE];
  return bundle ? [join(bundle, PROGRAMS[name].bundled)] : ['--import', 'tsx', PROGRAMS[name].source];
}

/** The server as `npm start` runs it: built into dist/server first when missing or stale, then run from there. */
export const SERVER_AS_STARTED = ['scripts/start.mjs'];

/**
 * Starts the server in a process of its own with the given settings, on a free port: `node` with
 * `args` (by default the test run's server bundle, or the TypeScript sources outside a test run).
 * It runs as a test (NODE_ENV=test), where the demo passwords may be used; give
 * NODE_ENV=production in `env` to start it under the production rules.
 */
export async function startServerProcess(env: Record<string, string>, args: string[] = serverProgram('main')): Promise<ServerProcess> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseURL, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntilReady(baseURL, child, () => output);
  return {
    baseURL,
    port,
    process: child,
    output: () => output,
    rss: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    cpuSeconds: () => cpuSecondsOf(child.pid ?? 0),
    stop: async (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(signal);
      return exited;
    },
  };
}
