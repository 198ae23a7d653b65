import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import type { AreaVersion, WriteAnnouncer } from '../db/write';

/**
 * Notifications reach every listener in the database, whatever its schema: each league (schema)
 * has its own channels, so processes of another league never move this one's versions.
 */
export function channelsOf(schema: string): { data: string; ack: string } {
  const league = createHash('sha1').update(schema).digest('hex').slice(0, 16);
  return { data: `dugout_data_${league}`, ack: `dugout_ack_${league}` };
}

export interface CoherenceTiming {
  /** How often the process asks the database for a sign of life on its listening connection. */
  heartbeatMs: number;
  /** How long after a heartbeat was sent the process trusts the versions it holds. */
  freshForMs: number;
  /** How often the process renews its lease, and how long a lease lasts. */
  renewEveryMs: number;
  leaseMs: number;
}

/**
 * A lease outlives the trust it stands for (leaseMs >= freshForMs + renewEveryMs): a writer that
 * no longer counts a process can be sure that process no longer trusts its versions.
 */
export const COHERENCE_TIMING: CoherenceTiming = { heartbeatMs: 100, freshForMs: 1000, renewEveryMs: 1000, leaseMs: 3000 };

export interface PeerCoherence extends WriteAnnouncer {
  /** This process's name among the processes of its league (its listening connection's application_name ends with it). */
  readonly id: string;
  /** True while this process has heard the database recently enough to trust the versions it holds. */
  isFresh(): boolean;
  /** How many of its own writes it is keeping confirmations for. */
  awaitedWrites(): number;
  close(): Promise<void>;
}

interface Options {
  url: string;
  /** The schema the league lives in. */
  schema: string;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** Called with versions announced by other processes, and with the versions read at (re)connection. */
  onVersions: (versions: readonly AreaVersion[]) => void;
  timing?: CoherenceTiming;
}

interface Announcement {
  from: string;
  write: string;
  versions: readonly AreaVersion[];
}

/** The listening connection, with its queries sent one at a time (pg 9 stops queueing them itself). */
interface Listener {
  client: pg.Client;
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

function listenerOn(client: pg.Client): Listener {
  let last: Promise<unknown> = Promise.resolve();
  return {
    client,
    query<R extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      const run = last.then(() => client.query<R>(text, values));
      last = run.catch(() => undefined);
      return run;
    },
  };
}

const dbNowMs = sql<number>`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * Cache coherence for processes sharing a PostgreSQL league, without a database round trip per
 * read. Each process keeps one listening connection:
 *
 * - A write announces the versions it moved (NOTIFY, delivered at commit) and, before its answer
 *   goes out, waits until every process with a live lease has confirmed it (each confirms once
 *   it has taken the new versions), or until `freshForMs` has passed.
 * - A process trusts its versions only until `freshForMs` after it sent the last heartbeat the
 *   database answered on its listening connection. PostgreSQL sends a connection's pending
 *   notifications before it answers its next query, so a write committed before a heartbeat was
 *   sent has been taken by the time the heartbeat is answered.
 *
 * So when a write's answer goes out, every other process has either taken it or stopped
 * trusting its versions (and reads them from the database per batch of requests, as before).
 */
export function startPeerCoherence(options: Options): PeerCoherence {
  const timing = options.timing ?? COHERENCE_TIMING;
  const peer = randomBytes(8).toString('hex');
  const { db, log } = options;
  const channel = channelsOf(options.schema);
  let client: Listener | null = null;
  let freshUntil = 0;
  let closed = false;
  let reconnectDelay = 500;
  let heartbeat: NodeJS.Timeout | null = null;
  let renewal: NodeJS.Timeout | null = null;
  let reconnect: NodeJS.Timeout | null = null;
  /**
   * Confirmations of this process's own writes, from the announcement until the write stops
   * waiting (one may arrive before its writer waits). Every process hears every confirmation:
   * those of other processes' writes are none of its business.
   */
  const acks = new Map<string, { peers: Set<string>; at: number }>();
  const waiting = new Set<() => void>();

  const stopTimers = () => {
    if (heartbeat) clearInterval(heartbeat);
    if (renewal) clearInterval(renewal);
    heartbeat = renewal = null;
  };

  const lost = (connection: Listener, error?: unknown) => {
    if (client !== connection) return;
    client = null;
    freshUntil = 0;
    stopTimers();
    connection.client.removeAllListeners('notification');
    connection.client.end().catch(() => undefined);
    if (closed) return;
    log.warn({ err: error }, 'the cache lost its connection to the database; reads check the database until it is back');
    reconnect = setTimeout(() => void connect(), reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, 10_000);
  };

  const onNotification = (connection: Listener, message: pg.Notification) => {
    if (message.channel === channel.ack) {
      const [write = '', from = ''] = (message.payload ?? '').split(' ');
      const entry = acks.get(write);
      if (!entry) return;
      entry.peers.add(from);
      for (const wake of waiting) wake();
      return;
    }
    let announcement: Announcement;
    try {
      announcement = JSON.parse(message.payload ?? '') as Announcement;
    } catch {
      return;
    }
    if (announcement.from === peer) return;
    options.onVersions(announcement.versions);
    connection.query('select pg_notify($1, $2)', [channel.ack, `${announcement.write} ${peer}`]).catch((error: unknown) => lost(connection, error));
  };

  const renew = (connection: Listener) =>
    connection.query(
      `insert into cache_peers (peer, lease_until_ms) values ($1, (extract(epoch from clock_timestamp()) * 1000)::bigint + $2)
       on conflict (peer) do update set lease_until_ms = excluded.lease_until_ms`,
      [peer, timing.leaseMs],
    );

  const beat = async (connection: Listener) => {
    const sent = performance.now();
    await connection.query('select 1');
    if (client === connection) freshUntil = sent + timing.freshForMs;
  };

  async function connect(): Promise<void> {
    reconnect = null;
    const connection = listenerOn(
      new pg.Client({
        connectionString: options.url,
        application_name: `dugout-cache ${peer}`,
        options: `-c search_path=${options.schema}`,
      }),
    );
    connection.client.on('error', (error) => lost(connection, error));
    connection.client.on('end', () => lost(connection));
    connection.client.on('notification', (message) => onNotification(connection, message));
    client = connection;
    try {
      await connection.client.connect();
      await connection.query(`listen ${channel.data}`);
      await connection.query(`listen ${channel.ack}`);
      // Listening first: every write committed after this read is announced on the channel.
      const { rows } = await connection.query<{ area: AreaVersion['area']; version: string | number }>('select area, version from data_versions');
      options.onVersions(rows.map((r) => ({ area: r.area, version: Number(r.version) })));
      await renew(connection);
      await beat(connection);
    } catch (error) {
      lost(connection, error);
      return;
    }
    if (client !== connection || closed) return;
    reconnectDelay = 500;
    let beating = false;
    heartbeat = setInterval(() => {
      if (beating) return;
      beating = true;
      beat(connection)
        .catch((error: unknown) => lost(connection, error))
        .finally(() => (beating = false));
    }, timing.heartbeatMs);
    renewal = setInterval(() => void renew(connection).catch((error: unknown) => lost(connection, error)), timing.renewEveryMs);
    heartbeat.unref();
    renewal.unref();
  }

  void connect();

  const livePeers = async (): Promise<string[]> => {
    const rows = await db.selectFrom('cache_peers').select('peer').where('lease_until_ms', '>', dbNowMs).where('peer', '<>', peer).execute();
    return rows.map((r) => r.peer);
  };

  return {
    id: peer,
    isFresh: () => client !== null && performance.now() < freshUntil,
    awaitedWrites: () => acks.size,

    async announce(trx, versions) {
      const write = randomBytes(8).toString('hex');
      // A write whose transaction failed after announcing never waits: its entry goes here.
      const now = performance.now();
      for (const [id, entry] of acks) if (now - entry.at > 10 * timing.freshForMs) acks.delete(id);
      acks.set(write, { peers: new Set<string>(), at: now });
      const payload = JSON.stringify({ from: peer, write, versions } satisfies Announcement);
      await sql`select pg_notify(${channel.data}, ${payload})`.execute(trx);
      return write;
    },

    async awaitPeers(write) {
      try {
        const deadline = performance.now() + timing.freshForMs;
        const peers = await livePeers();
        const confirmed = () => peers.every((p) => acks.get(write)?.peers.has(p) ?? false);
        if (confirmed()) return;
        await new Promise<void>((resolve) => {
          const done = () => {
            waiting.delete(check);
            clearTimeout(timer);
            resolve();
          };
          const check = () => {
            if (confirmed()) done();
          };
          // A process that does not confirm in time has stopped trusting its versions by then.
          const timer = setTimeout(done, Math.max(0, deadline - performance.now()));
          waiting.add(check);
        });
      } finally {
        acks.delete(write);
      }
    },

    async close() {
      closed = true;
      stopTimers();
      if (reconnect) clearTimeout(reconnect);
      const connection = client;
      client = null;
      freshUntil = 0;
      if (!connection) return;
      await connection.query('delete from cache_peers where peer = $1', [peer]).catch(() => undefined);
      await connection.client.end().catch(() => undefined);
    },
  };
}
