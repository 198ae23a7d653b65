import type { FastifyInstance } from 'fastify';
import { Failure } from '../errors';

export const POISONED_KEYS_MESSAGE = 'The request body cannot use the keys __proto__ or constructor.prototype';

/** The most a JSON body may hold on an ordinary route: every form of the league fits many times. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** Pasted schedules and coach lists (their own rules name their limits: 50,000 and 1,000,000 characters). */
export const IMPORT_BODY_LIMIT = 1024 * 1024;
/** No form nests deeper than a few levels; a deeper body is refused before it is built. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels of objects and lists)`;

/**
 * JSON bodies are parsed by the framework's own parser, which refuses the keys that could reach
 * an object's prototype. It says 'not valid JSON' for those too; a body that is valid JSON is told
 * which keys are the trouble instead. Nesting is counted on the text first, so a body of a million
 * brackets costs one pass over it and no objects.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = raw.toString();
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new Failure('invalid', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    void parse(request, body, (error, value) => {
      if (error && isPlainJson(body)) {
        done(new Failure('invalid', POISONED_KEYS_MESSAGE), undefined);
        return;
      }
      done(error, value);
    });
  });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_LIST = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_LIST = 0x5d;
const CLOSE_OBJECT = 0x7d;

/** Whether the brackets of a JSON text (outside its strings) nest deeper than `limit`. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_LIST || c === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_LIST || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

function isPlainJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}
