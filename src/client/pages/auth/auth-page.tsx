import { Grid, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { tokenOfLink } from '../../../shared/auth-links';
import { useSession } from '../../api/session';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { AuthSidePanel } from './auth-side-panel';
import { ForgotPasswordForm } from './forgot-password-form';
import { landingPathFor } from './landing';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SetPasswordForm } from './set-password-form';
import { SetupForm } from './setup-form';

export type AuthMode = 'login' | 'forgotPassword' | 'resetPassword' | 'setPassword' | 'setup';

/**
 * The mode a link opens: a reset or magic link with its token, or the setup of a new installation
 * (the link its server log prints); anything else is the login.
 */
function modeOf(location: { search: string; hash: string }): { mode: AuthMode; token: string } {
  const mode = new URLSearchParams(location.search).get('mode');
  const token = tokenOfLink(location.search, location.hash);
  if (token && (mode === 'resetPassword' || mode === 'setPassword')) return { mode, token };
  if (mode === 'setup') return { mode, token: '' };
  return { mode: 'login', token: '' };
}

const TITLES: Record<AuthMode, string> = {
  login: 'Coach Login',
  forgotPassword: 'Reset Password',
  resetPassword: 'Set New Password',
  setPassword: 'Complete Your Account',
  setup: 'Set Up the League',
};

export default function AuthPage() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [initial] = useState(() => modeOf(location));
  const [mode, setMode] = useState<AuthMode>(initial.mode);
  const [username, setUsername] = useState('');
  usePageTitle(TITLES[mode]);

  // Once read, the token leaves the address bar and the history (links mailed before it moved to
  // the fragment carry it in the query).
  const tokenInAddress = initial.token !== '';
  useEffect(() => {
    if (tokenInAddress) void navigate({ search: `?mode=${initial.mode}`, hash: '' }, { replace: true });
  }, [tokenInAddress, initial.mode, navigate]);

  /** After a link did its job (or failed): the query string goes, the login form comes back. */
  const backToLogin = (email?: string) => {
    void navigate({ search: '', hash: '' }, { replace: true });
    if (email) setUsername(email);
    setMode('login');
  };

  if (isLoading) return <PageLoader />;
  // A link from a mail works even in a browser that is signed in; the login form is for signing in.
  if (user && (mode === 'login' || mode === 'forgotPassword' || mode === 'setup')) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from ?? landingPathFor(user.role)} replace />;
  }

  return (
    <Grid gap="lg" maw={960} mx="auto" py="md">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
          {mode === 'login' && <LoginForm key={username} initialUsername={username} onForgotPassword={() => setMode('forgotPassword')} />}
          {mode === 'forgotPassword' && <ForgotPasswordForm onBackToLogin={() => setMode('login')} />}
          {mode === 'resetPassword' && <ResetPasswordForm token={initial.token} onDone={() => backToLogin()} />}
          {mode === 'setPassword' && <SetPasswordForm token={initial.token} onDone={backToLogin} />}
          {mode === 'setup' && <SetupForm />}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <AuthSidePanel />
      </Grid.Col>
    </Grid>
  );
}
