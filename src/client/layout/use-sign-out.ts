import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { reasonOf } from '../api/http';
import { useLogout } from '../api/session';

/** Signs out, returns home, and says so when it fails ('Logout failed'). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () => {
    logout.mutate(undefined, {
      onSuccess: () => void navigate(PATHS.home),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'Logout failed', message: reasonOf(error, 'Please try again.') }),
    });
  };
  return { signOut, pending: logout.isPending };
}
