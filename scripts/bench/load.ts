import autocannon from 'autocannon';

/** One request of a sequence; `setupRequest` may rewrite it just before it is sent. */
export type SequenceStep = autocannon.Request;

export interface LoadRequest {
  method?: 'GET' | 'POST' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests in turn for each connection instead of one fixed request. */
  sequence?: SequenceStep[];
  /** The status every answer should have (default 200); any other counts as unexpected. */
  expectedStatus?: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  requests: number;
  /** Answers with another status than expected, failed connections and timeouts. */
  unexpected: number;
}

/**
 * Loads one url with autocannon at `connections` for `seconds`, or for exactly `amount` requests
 * when given, and reports what it saw.
 */
export async function load(baseURL: string, request: LoadRequest, connections: number, seconds: number, amount?: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseURL}${request.path}`,
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    ...(request.sequence
      ? { requests: request.sequence }
      : {
          method: request.method ?? 'GET',
          headers: request.headers ?? {},
          ...(request.body ? { body: request.body } : {}),
        }),
  });
  const completed = result.requests.total || 1;
  const expectedStatus: `${number}` = `${request.expectedStatus ?? 200}`;
  const expected = result.statusCodeStats?.[expectedStatus]?.count ?? 0;
  return {
    // A fixed number of requests ends within a second or two: per-second samples would mislead.
    rps: amount === undefined ? result.requests.average : result.requests.total / Math.max(0.001, (result.finish.getTime() - result.start.getTime()) / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / completed),
    requests: result.requests.total,
    unexpected: result.requests.total - expected + result.errors + result.timeouts,
  };
}

/** The run with the median requests per second (the middle one of an odd number of runs). */
export function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No runs to take the median of');
  return middle;
}
