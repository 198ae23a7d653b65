import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { reasonOf } from '../api/http';
import { useLogout } from '../api/session';

/**
 * Signs out, returns home, and says so when it fails ('Logout failed'). Home is reached before the
 * session is forgotten, so a guarded page never sees a signed-out user and sends them to /auth.
 */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  /** `then` runs once signed out (the phone menu closes itself only then). */
  const signOut = (then?: () => void) => {
    logout.mutateAsync().then(
      async (forgetSession) => {
        await navigate(PATHS.home);
        forgetSession();
        then?.();
      },
      (error: unknown) =>
        notifications.show({ color: 'red', title: 'Logout failed', message: reasonOf(error, 'Please try again.') }),
    );
  };
  return { signOut, pending: logout.isPending };
}
