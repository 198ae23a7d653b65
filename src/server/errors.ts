/**
 * A refusal a service gives for a reason the caller can act on. Routes never build status codes
 * themselves: the error handler maps each kind to one.
 */
export type FailureKind = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'unsupported' | 'rate_limited' | 'unavailable';

export class Failure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Failure';
  }
}

export const FAILURE_STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  rate_limited: 429,
  unavailable: 503,
};

export const invalid = (message: string) => new Failure('invalid', message);
export const forbidden = (message: string) => new Failure('forbidden', message);
export const notFound = (message: string) => new Failure('not_found', message);
export const conflict = (message: string) => new Failure('conflict', message);

const LISTED = 10;

/** The first problems of a refused batch, and how many more there are: one message for all of them. */
export function listedProblems(problems: string[]): string {
  const more = problems.length > LISTED ? [`and ${problems.length - LISTED} more`] : [];
  return [...problems.slice(0, LISTED), ...more].join('; ');
}
