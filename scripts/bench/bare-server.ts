// The limit a read can reach on this machine: Fastify answering each benchmarked url with the
// very bytes the real server sent (status, headers and body), straight from memory. Started by
// scripts/bench/limit.ts.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface Canned {
  url: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const [file, port] = process.argv.slice(2);
const canned = JSON.parse(readFileSync(file ?? '', 'utf8')) as Canned[];
const byUrl = new Map(canned.map((c) => [c.url, { ...c, body: Buffer.from(c.bodyBase64, 'base64') }]));

const app = Fastify({ logger: false });
app.get('/readyz', () => ({ status: 'ready' }));
app.get('/*', (request, reply) => {
  const entry = byUrl.get(request.url);
  if (!entry) return reply.code(404).send({ message: 'not canned' });
  return reply
    .code(entry.status)
    .headers(entry.headers)
    .send(entry.status === 304 ? undefined : entry.body);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
