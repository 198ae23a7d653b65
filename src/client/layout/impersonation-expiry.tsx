import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { startOver } from '../api/impersonation';
import { onImpersonationExpired } from '../api/session-events';
import { sessionQueries, useSession } from '../api/session';
import { notifySuccess } from '../ui/notify';

/**
 * Impersonation lasts 30 minutes. When it runs out the server hands the session back to the
 * administrator and says so on the next answer; this reads the session again at that moment, tells
 * the administrator, and takes them back to the games.
 */
export function ImpersonationExpiry() {
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const endsAt = user?.isImpersonating ? user.impersonationEndsAt : null;
  // A browser may replay the notice from a stored answer it revalidates; it counts once, while acting.
  const acting = useRef(false);
  const isImpersonating = user?.isImpersonating === true;
  useEffect(() => {
    acting.current = isImpersonating;
  }, [isImpersonating]);

  useEffect(
    () =>
      onImpersonationExpired(() => {
        if (!acting.current) return;
        acting.current = false;
        notifySuccess('Impersonation ended', 'The 30-minute impersonation session expired. You have returned to your admin account.');
        void startOver(client).then(() => navigate(PATHS.adminGames));
      }),
    [client, navigate],
  );

  useEffect(() => {
    if (!endsAt) return;
    const wait = Math.max(0, new Date(endsAt).getTime() - Date.now()) + 1000;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: sessionQueries.user().queryKey }), wait);
    return () => clearTimeout(timer);
  }, [endsAt, client]);

  return null;
}
