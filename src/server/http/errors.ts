import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { FAILURE_STATUS, Failure } from '../errors';
import { isDatabaseUnavailable } from '../db/availability';
import { setSecurityHeaders } from './security';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but says it is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_ERR_INVALID_URL: 'The address is not valid',
  FST_ERR_BAD_URL: 'The address is not valid',
};

interface ZodIssueLike {
  message: string;
  keyword?: string;
  path?: ReadonlyArray<PropertyKey>;
  instancePath?: string;
  params?: { expected?: string; origin?: string; maximum?: number | bigint; minimum?: number | bigint; values?: unknown[]; keys?: string[] };
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** 'gameChangerTeamName' as a person reads it: 'Game changer team name'. */
function fieldName(issue: ZodIssueLike): string {
  const segments = issue.path ? issue.path.map(String) : (issue.instancePath ?? '').split('/');
  const named = segments.filter((s) => s !== '' && !/^\d+$/.test(s)).at(-1) ?? 'The request';
  const words = named
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The schemas' own messages (the spec's texts) stand as they are; zod's generic wording ('Invalid
 * input: expected string, received undefined') is said in words a person can act on.
 */
function describeIssue(issue: ZodIssueLike): string {
  const generic = /^(Invalid input|Invalid option|Invalid key|Too (big|small)|Expected|Unrecognized|Required)/.test(issue.message);
  if (!generic) return issue.message;
  const field = fieldName(issue);
  const p = issue.params ?? {};
  const units = p.origin === 'string' ? ' characters' : p.origin === 'array' ? ' items' : '';
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message)
        ? `${field} is required`
        : `${field} must be ${EXPECTED[p.expected ?? ''] ?? `of type ${p.expected ?? 'unknown'}`}`;
    case 'too_big':
      return `${field} must be at most ${String(p.maximum)}${units}`;
    case 'too_small':
      return p.origin === 'string' && Number(p.minimum) === 1 ? `${field} is required` : `${field} must be at least ${String(p.minimum)}${units}`;
    case 'invalid_value':
      return Array.isArray(p.values) ? `${field} must be one of: ${p.values.map(String).join(', ')}` : `${field} is not one of the allowed values`;
    case 'unrecognized_keys':
      return `Unknown field${(p.keys?.length ?? 0) > 1 ? 's' : ''}: ${(p.keys ?? []).join(', ')}`;
    default:
      return `${field}: ${issue.message}`;
  }
}

/**
 * Errors Fastify meets before a route is chosen (a malformed address): the same `{ message }` as
 * every other answer. Given to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(request, reply);
  void reply.code(error.statusCode ?? 400).send({ message: (error.code && FASTIFY_MESSAGES[error.code]) ?? 'The request is not valid' });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof Failure) {
      if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(FAILURE_STATUS[error.kind]).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as unknown as ZodIssueLike | undefined;
      return reply.code(400).send({ message: first ? describeIssue(first) : 'The request is not valid' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('Retry-After', '5');
      return reply.code(503).send({ message: 'The league database is unavailable right now. Please try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) ?? error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
