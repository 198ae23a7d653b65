import type { LogEvent } from 'kysely';

/** The SQL a test app's database runs: give `onQuery` to createTestApp, then read `during`. */
export interface QueryLog {
  onQuery: (event: LogEvent) => void;
  /** The statements run while `work` ran, in order. */
  during(work: () => Promise<unknown>): Promise<string[]>;
}

export function queryLog(): QueryLog {
  let statements: string[] = [];
  return {
    onQuery: (event) => {
      statements.push(event.query.sql);
    },
    async during(work) {
      statements = [];
      await work();
      const ran = statements;
      statements = [];
      return ran;
    },
  };
}

/**
 * How the read cache stays current on PostgreSQL, besides the request's own work: the versions
 * read before answering while this process cannot trust its own (cache/shared-versions.ts), and a
 * write's announcement to the other processes and its look-up of who they are
 * (cache/peer-coherence.ts).
 */
export function isCacheBookkeeping(statement: string): boolean {
  return (
    /^select "area", "version" from "data_versions"$/.test(statement) ||
    /^select pg_notify\(/.test(statement) ||
    /^select "peer" from "cache_peers"/.test(statement)
  );
}
