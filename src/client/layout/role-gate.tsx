import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { isLeagueStaff } from '../../shared/roles';
import { useSession } from '../api/session';
import { PageLoader } from '../ui/page-loader';

const NOT_ADMIN = 'Unauthorized access. Please log in as an administrator.';

/**
 * Administrator screens: league staff (admin and org_admin) by default, administrators only with
 * `adminOnly`. Others see the spec's unauthorized message; the server refuses them in any case.
 */
export function AdminOnly({ adminOnly = false, message = NOT_ADMIN, children }: { adminOnly?: boolean; message?: string; children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  const allowed = adminOnly ? user?.role === 'admin' : isLeagueStaff(user?.role);
  if (!allowed)
    return (
      <Alert color="red" title="Unauthorized">
        {message}
      </Alert>
    );
  return children;
}

/** Coach screens: only a signed-in coach (or an administrator acting as one). */
export function CoachOnly({ message, children }: { message: string; children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  if (user?.role !== 'coach') return <Alert color="yellow">{message}</Alert>;
  return children;
}
