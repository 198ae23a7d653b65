import { Box, Button, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { useEndImpersonation } from '../api/impersonation';
import { useSession } from '../api/session';
import { notifyError, notifySuccess } from '../ui/notify';

/** The red band across the top while an administrator acts as a coach, with the way back. */
export function ImpersonationBanner() {
  const { user } = useSession();
  const end = useEndImpersonation();
  const navigate = useNavigate();
  const { ref, height } = useElementSize();
  const active = user?.isImpersonating === true;

  // The sticky header sits below the band instead of under it.
  useEffect(() => {
    const root = document.documentElement.style;
    if (active) root.setProperty('--impersonation-banner-height', `${height}px`);
    else root.removeProperty('--impersonation-banner-height');
  }, [active, height]);

  if (!active) return null;
  const stop = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        notifySuccess('Impersonation ended', 'You have returned to your admin account.');
        void navigate(PATHS.adminGames);
      },
      onError: () => notifyError('Error ending impersonation', null, 'Please try again or log out completely to reset your session.'),
    });

  return (
    <Box ref={ref} bg="red.8" c="white" px="md" py={8} pos="sticky" top={0} style={{ zIndex: 201 }} role="region" aria-label="Impersonation">
      <Group justify="center" gap="sm">
        <Text fw={700} size="sm" ta="center">
          IMPERSONATION MODE: You are currently acting as {user.name} ({user.email})
        </Text>
        <Button size="xs" variant="white" color="red.8" onClick={stop} loading={end.isPending}>
          End Impersonation
        </Button>
      </Group>
    </Box>
  );
}
