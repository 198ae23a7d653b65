import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { SECURITY_HEADERS } from './security';

interface ClientError extends Error {
  code?: string;
}

const ANSWERS: Readonly<Record<string, { status: number; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const MALFORMED = { status: 400, message: 'The request is not valid HTTP' };

const SECURITY_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers too large, a
 * request that took too long, malformed HTTP): the `{ message }` shape and the security headers
 * of every other answer, then the connection closes. Given to Fastify as `clientErrorHandler`.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && ANSWERS[error.code]) || MALFORMED;
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${SECURITY_LINES}Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
