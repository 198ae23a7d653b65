import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { FAILURE_STATUS, Failure } from '../errors';
import { isDatabaseUnavailable } from '../db/availability';

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
  path?: ReadonlyArray<PropertyKey>;
  instancePath?: string;
}

/** Zod's own wording ('Invalid input: ...') gets the field name; our schema messages stand alone. */
function describeIssue(issue: ZodIssueLike): string {
  const path = (issue.path ?? []).map(String).join('.') || (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const generic = /^(Invalid input|Invalid option|Invalid key|Too (big|small)|Expected|Unrecognized|Required)/.test(issue.message);
  return generic && path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Errors Fastify meets before a route is chosen (a malformed address): the same `{ message }` as
 * every other answer. Given to Fastify as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
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
      return reply
        .code(503)
        .send({ message: 'The league database is unavailable right now. Please try again in a moment.' });
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
