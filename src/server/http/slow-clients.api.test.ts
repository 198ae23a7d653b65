import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../../scripts/lib/server-process';
import { SECURITY_HEADERS } from './security';

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const KEEP_ALIVE_TIMEOUT_MS = 1000;

interface RawConnection {
  socket: Socket;
  /** Everything the server sent, once it has closed the connection. */
  closed: Promise<string>;
}

function openConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Sends `text` one byte every `everyMs`, as a slowloris client does, until the server hangs up. */
function trickle(connection: RawConnection, text: string, everyMs: number): void {
  let sent = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || sent >= text.length) return clearInterval(timer);
    connection.socket.write(text[sent++] ?? '');
  }, everyMs);
  void connection.closed.then(() => clearInterval(timer));
}

/** An answer Node's parser made carries what every answer does: the security headers and `{ message }`. */
function expectAnsweredLikeAnyOther(received: string, message: string): void {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  for (const name of Object.keys(SECURITY_HEADERS)) expect(head.toLowerCase(), name).toContain(`\r\n${name.toLowerCase()}: `);
  expect(JSON.parse(body)).toEqual({ message });
}

/**
 * Slow and idle clients are cut off by the server process itself (its HTTP server), with
 * the timeouts set short through the configuration.
 */
describe('slow and idle clients on a real server', () => {
  let dir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dugout-slow-clients-'));
    server = await startServerProcess({
      DATABASE_URL: `sqlite:${join(dir, 'league.db')}`,
      SEED: 'none',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      CLIENT_DIR: '/nonexistent',
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    });
  }, 60_000);

  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 408 and hangs up on a client that sends its headers a byte at a time', async () => {
    const connection = await openConnection(server.port);
    trickle(connection, `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(10_000)}\r\n\r\n`, 100);
    const received = await connection.closed;
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expectAnsweredLikeAnyOther(received, 'The request took too long to arrive');
  }, 20_000);

  it('answers 408 and hangs up on a client that sends its body a byte a second', async () => {
    const connection = await openConnection(server.port);
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(200) });
    connection.socket.write(`POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    trickle(connection, body, 1000);
    expect(await connection.closed).toMatch(/^HTTP\/1\.1 408 /);
  }, 20_000);

  it('answers headers too large and malformed HTTP with a message and the security headers', async () => {
    const tooLarge = await openConnection(server.port);
    tooLarge.socket.write(`GET /api/${'a'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const large = await tooLarge.closed;
    expect(large).toMatch(/^HTTP\/1\.1 431 /);
    expectAnsweredLikeAnyOther(large, 'The request headers are too large');

    const malformed = await openConnection(server.port);
    malformed.socket.write('GET /healthz HTTP/1.1\r\nBad Header\r\n\r\n');
    const bad = await malformed.closed;
    expect(bad).toMatch(/^HTTP\/1\.1 400 /);
    expectAnsweredLikeAnyOther(bad, 'The request is not valid HTTP');
  }, 20_000);

  it('closes a keep-alive connection left idle after its answer', async () => {
    const connection = await openConnection(server.port);
    connection.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    const received = await connection.closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
  }, 20_000);

  it('keeps answering /healthz while 20 bodies of 1 MiB of nested lists arrive', async () => {
    const nested = `${'['.repeat(512 * 1024)}${']'.repeat(512 * 1024)}`;
    const flood = Array.from({ length: 20 }, () =>
      fetch(`${server.baseURL}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested }).then(
        (response) => response.status,
        () => 'hung up' as const,
      ),
    );
    const health = await fetch(`${server.baseURL}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(200);
    const answers = await Promise.all(flood);
    for (const answer of answers) expect(answer === 'hung up' || (answer >= 400 && answer < 500), String(answer)).toBe(true);
  }, 30_000);
});
