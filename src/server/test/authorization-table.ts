/** Test-only: the README's Authorization table, read as data. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROLES = ['anonymous', 'coach', 'org_admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Permission = 'yes' | 'no' | 'own';

export interface AuthorizationRow {
  method: string;
  /** As the README writes it: /api/users/{id}. */
  path: string;
  who: Record<Role, Permission>;
  notes: string;
}

const PERMISSIONS = new Set<string>(['yes', 'no', 'own']);

/** The route key of a row or a route: 'PATCH /api/users/{id}' (Fastify's ':id' written as '{id}'). */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

export function readAuthorizationTable(readme = join(import.meta.dirname, '../../../README.md')): AuthorizationRow[] {
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf('\n## Authorization');
  if (start < 0) throw new Error('README.md has no "## Authorization" section');
  const end = text.indexOf('\n## ', start + 1);
  const lines = text
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|'));
  const [header, , ...body] = lines;
  const expected = '| method | path | anonymous | coach | org_admin | admin | notes |';
  if (header?.trim() !== expected) throw new Error(`The Authorization table must start with: ${expected}`);
  return body.map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells.length !== 7) throw new Error(`Authorization row needs 7 cells: ${line}`);
    const [method = '', path = '', ...rest] = cells;
    const who = {} as Record<Role, Permission>;
    ROLES.forEach((role, i) => {
      const value = rest[i] ?? '';
      if (!PERMISSIONS.has(value)) throw new Error(`'${value}' in ${method} ${path} (${role}): write yes, no or own`);
      who[role] = value as Permission;
    });
    return { method, path, who, notes: rest[4] ?? '' };
  });
}
