import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { ImpersonationExpiry } from './impersonation-expiry';
import { ProfileReminders } from './profile-reminders';
import { PageLoader } from '../ui/page-loader';
import { Suspense } from 'react';

export function AppLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <ImpersonationBanner />
      <Header />
      <Container component="main" size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <ProfileReminders />
      <ImpersonationExpiry />
    </Box>
  );
}
