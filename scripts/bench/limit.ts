import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpuSecondsOf, freePort, waitUntilReady } from '../lib/server-process';
import type { LoadRequest } from './load';

/** Headers the bare server's own HTTP stack writes, or that describe a transfer, not the answer. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

export interface LimitServer {
  baseURL: string;
  /** CPU time the bare server has used so far, in seconds. */
  cpuSeconds(): number;
  stop(): void;
}

/**
 * The limit of this machine for the given reads: the bare server (bare-server.ts) answering each
 * url with the bytes the real server at `realBaseURL` sends for it now.
 */
export async function startLimitServer(realBaseURL: string, requests: LoadRequest[], workDir: string): Promise<LimitServer> {
  const canned: { url: string; status: number; headers: Record<string, string>; bodyBase64: string }[] = [];
  for (const request of requests) {
    // As autocannon asks: without Accept-Encoding, so the body is the one it receives.
    const response = await fetch(`${realBaseURL}${request.path}`, { headers: { ...request.headers, 'accept-encoding': 'identity' } });
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
    });
    canned.push({ url: request.path, status: response.status, headers, bodyBase64: Buffer.from(await response.arrayBuffer()).toString('base64') });
  }
  // Conditional and unconditional reads of one url: the bare server answers the url as first seen.
  const file = join(workDir, `canned-${Date.now().toString(36)}.json`);
  writeFileSync(file, JSON.stringify(canned.filter((c, i) => canned.findIndex((d) => d.url === c.url) === i)));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts', file, String(port)], { stdio: 'inherit' });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseURL, child, () => '');
  return { baseURL, cpuSeconds: () => cpuSecondsOf(child.pid ?? 0), stop: () => child.kill('SIGTERM') };
}
