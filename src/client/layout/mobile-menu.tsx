import { Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../shared/client-routes';
import { useSession } from '../api/session';
import { PUBLIC_LINKS, roleLinks, type NavLink as Item } from './nav-links';
import { useSignOut } from './use-sign-out';
import { VersionLabel } from './version-label';

/** The slide-out menu of phone-width screens: every link of the user's role. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, pending } = useSignOut();
  const role = roleLinks(user);

  const links = (items: Item[]) =>
    items.map((link) => <NavLink key={link.to} component={Link} to={link.to} label={link.label} active={pathname === link.to} onClick={onClose} />);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      position="right"
      size="xs"
      hiddenFrom="md"
      zIndex={300}
    >
      <Stack gap={0}>
        {links(PUBLIC_LINKS)}
        {role && (
          <>
            <Divider my="sm" label={role.heading} labelPosition="left" />
            {links(role.links)}
          </>
        )}
        <Divider my="sm" />
        {user ? (
          <Stack gap="xs">
            <Text size="sm">
              Signed in as <strong>{user.name}</strong>
            </Text>
            <Button variant="default" disabled={pending} onClick={signOut}>
              {pending ? 'Signing out...' : 'Sign Out'}
            </Button>
          </Stack>
        ) : (
          <Button
            onClick={() => {
              onClose();
              void navigate(PATHS.auth);
            }}
          >
            Coach Login
          </Button>
        )}
        <Stack align="center" mt="md">
          <VersionLabel onNavigate={onClose} />
        </Stack>
      </Stack>
    </Drawer>
  );
}
