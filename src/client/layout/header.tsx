import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { useSession } from '../api/session';
import { useSignOut } from './use-sign-out';
import { PUBLIC_LINKS, roleLinks } from './nav-links';
import { RoleMenu } from './signed-in-lazy';
import { VersionLabel } from './version-label';
import classes from './header.module.css';

/** The phone's slide-out menu (a drawer that holds the page's scroll): loaded when first opened. */
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const { user } = useSession();
  const [menuOpen, menu] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  if (menuOpen && !menuWanted) setMenuWanted(true);
  const { signOut, pending } = useSignOut();
  const navigate = useNavigate();
  const role = roleLinks(user);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Anchor component={Link} to={PATHS.home} className={classes.brand} underline="never" aria-label="Dugout home">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <Text fw={800} size="lg" c="navy.8">
            Dugout
          </Text>
        </Anchor>

        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          {PUBLIC_LINKS.map((link) => (
            <RouterNavLink key={link.to} to={link.to} end={link.to === PATHS.home} className={classes.link}>
              {link.label}
            </RouterNavLink>
          ))}
          {role && (
            <Suspense fallback={null}>
              <RoleMenu role={role} />
            </Suspense>
          )}
        </Group>

        <Group gap="sm" visibleFrom="md" wrap="nowrap">
          <VersionLabel withIcon />
          {user ? (
            <>
              <Text size="sm" truncate="end" maw={260} title={user.name}>
                Welcome, <strong>{user.name}</strong>
              </Text>
              <Button variant="default" size="xs" onClick={signOut} disabled={pending}>
                {pending ? 'Signing out...' : 'Sign Out'}
              </Button>
            </>
          ) : (
            user === null && (
              <Button size="xs" onClick={() => void navigate(PATHS.auth)}>
                Coach Login
              </Button>
            )
          )}
        </Group>

        <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom="md" aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} />
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
