/** Test-only: every API route of an app, and what a test needs to call each one as an administrator. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RouteEntry } from '../app';
import { SESSION_COOKIE } from '../auth';
import { startSession } from '../features/auth/service';
import { createAccount } from '../features/users/service';
import type { TestApp } from './harness';

/** Every API route of the app, with its method and zod schemas. */
export function apiRoutes(t: TestApp): RouteEntry[] {
  return t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
}

/** Routes that sign out or switch user: probed, but their effect on the caller's session is not checked. */
export const SESSION_CHANGING = new Set(['/api/logout', '/api/end-impersonation', '/api/impersonate/:coachId']);

/** The route's url with each `:name` replaced by the (url-encoded) value given for it, 1 by default. */
export function fillPath(url: string, values: Record<string, unknown>): string {
  return url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(JSON.stringify(values[name] ?? 1).replace(/^"|"$/g, '')));
}

/** A fresh administrator session for each probe (an earlier probe may have ended the last). */
export async function adminCookie(t: TestApp): Promise<string> {
  const { db } = t.handle;
  let admin = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').executeTakeFirst();
  admin ??= {
    id: await createAccount(db, { username: `admin${Date.now()}`, password: 'admin2025', name: 'Admin', email: null, role: 'admin' }, new Date()),
  };
  return `${SESSION_COOKIE}=${(await startSession(t.ctx, admin.id)).token}`;
}

/** Never a 5xx; a refusal carries a message. */
export function expectClientError(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, `${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as { message?: unknown };
    expect(typeof body.message, `${what} gave no message`).toBe('string');
  }
}
