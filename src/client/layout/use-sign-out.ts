import { PATHS } from '../../shared/client-routes';
import { useLogout } from '../api/session';
import { forgetOwnReads } from '../offline/forget-own-reads';
import { notifyError } from '../ui/notify';

/**
 * Signs out and opens the home page afresh, so nothing of the signed-in session stays in the
 * browser's memory, nor in the copies kept for offline use; says so when it fails ('Logout failed', with '{status}: {message}').
 */
export function useSignOut() {
  const logout = useLogout();
  const signOut = () => {
    logout.mutateAsync().then(
      () => forgetOwnReads().then(() => window.location.assign(PATHS.home)),
      (error: unknown) => notifyError('Logout failed', error, 'Please try again.'),
    );
  };
  return { signOut, pending: logout.isPending };
}
