import type { FastifyInstance } from 'fastify';
import { Failure } from '../errors';

export const POISONED_KEYS_MESSAGE = 'The request body cannot use the keys __proto__ or constructor.prototype';

/**
 * JSON bodies are parsed by the framework's own parser, which refuses the keys that could reach
 * an object's prototype. It says 'not valid JSON' for those too; a body that is valid JSON is told
 * which keys are the trouble instead.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    void parse(request, body, (error, value) => {
      if (error && isPlainJson(body)) {
        done(new Failure('invalid', POISONED_KEYS_MESSAGE), undefined);
        return;
      }
      done(error, value);
    });
  });
}

function isPlainJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
