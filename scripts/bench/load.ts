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
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** Loads one url with autocannon for `seconds` at `connections` and reports what it saw. */
export async function load(baseURL: string, request: LoadRequest, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: `${baseURL}${request.path}`,
    connections,
    duration: seconds,
    ...(request.sequence
      ? { requests: request.sequence }
      : {
          method: request.method ?? 'GET',
          headers: request.headers ?? {},
          ...(request.body ? { body: request.body } : {}),
        }),
  });
  const completed = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / completed),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The run with the median requests per second (the middle one of an odd number of runs). */
export function medianRun(runs: LoadResult[]): LoadResult {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No runs to take the median of');
  return middle;
}
