import { notifications } from '@mantine/notifications';
import { PATHS } from '../../shared/client-routes';
import { reasonOf } from '../api/http';
import { useLogout } from '../api/session';

/**
 * Signs out and opens the home page afresh, so nothing of the signed-in session stays in the
 * browser's memory; says so when it fails ('Logout failed').
 */
export function useSignOut() {
  const logout = useLogout();
  const signOut = () => {
    logout.mutateAsync().then(
      () => window.location.assign(PATHS.home),
      (error: unknown) =>
        notifications.show({ color: 'red', title: 'Logout failed', message: reasonOf(error, 'Please try again.') }),
    );
  };
  return { signOut, pending: logout.isPending };
}
