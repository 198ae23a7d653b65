import type { UserRole } from '../../../shared/roles';

/**
 * Records only administrators read: accounts (their creation, changes and deletion, passwords
 * chosen, impersonation, sign-in links issued: all kept on entity 'user'), backups, and the
 * settings only administrators change (self-registration). League operations staff read the rest.
 */
export const ADMIN_ONLY_ENTITIES: readonly string[] = ['user', 'backup', 'setting'];

/** Administrator-only actions on entities league operations otherwise read: a field restored from a backup. */
export const ADMIN_ONLY_ACTIONS: readonly string[] = ['field.restore'];

export function readsAdminOnlyRecords(role: UserRole): boolean {
  return role === 'admin';
}
