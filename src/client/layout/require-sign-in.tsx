import { ModalsProvider } from '@mantine/modals';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { useSession } from '../api/session';
import { PageLoader } from '../ui/page-loader';
import { ChoosePasswordStep } from './choose-password-step';

/**
 * Protected screens: a spinner while the session loads, then the screen or the sign-in page. Loaded
 * with the first protected screen, with what only those screens use: the confirmation dialogs
 * (`modals.openConfirmModal`) and the first-sign-in password step.
 */
export function RequireSignIn() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoader label="Checking your session..." />;
  if (!user) return <Navigate to={PATHS.auth} replace state={{ from: location.pathname }} />;
  if (user.mustChangePassword && !user.isImpersonating) return <ChoosePasswordStep />;
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
