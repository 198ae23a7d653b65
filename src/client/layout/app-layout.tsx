import { Box, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../api/session';
import { OfflineNotice } from '../offline/offline-notice';
import { TOAST_ROOM } from '../theme';
import { PageLoader } from '../ui/page-loader';
import { Header } from './header';
import { ImpersonationBanner, SignedInNotices } from './signed-in-lazy';

export function AppLayout() {
  const { user } = useSession();
  return (
    <Box mih="100vh" bg="gray.0">
      {user && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      <Header />
      {/* Room below every page's content, so its last controls can be scrolled clear of a toast. */}
      <Container component="main" size="xl" pt="lg" pb={TOAST_ROOM} px={{ base: 'sm', sm: 'md' }}>
        <OfflineNotice />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      {user && (
        <Suspense fallback={null}>
          <SignedInNotices />
        </Suspense>
      )}
    </Box>
  );
}
