import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { ImpersonationExpiry } from './impersonation-expiry';
import { ProfileReminders } from './profile-reminders';
import { PageLoader } from '../ui/page-loader';
import { TOAST_ROOM } from '../theme';
import { Suspense } from 'react';

export function AppLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <ImpersonationBanner />
      <Header />
      {/* Room below every page's content, so its last controls can be scrolled clear of a toast. */}
      <Container component="main" size="xl" pt="lg" pb={TOAST_ROOM} px={{ base: 'sm', sm: 'md' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <ProfileReminders />
      <ImpersonationExpiry />
    </Box>
  );
}
