import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoleLinks } from './nav-links';
import classes from './header.module.css';

/** The header's menu of the signed-in user's screens. */
export function RoleMenu({ role }: { role: RoleLinks }) {
  return (
    // Rendered inside the nav, with menu items only: no focus placeholder in the role=menu list.
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          <Group gap={4} wrap="nowrap">
            {role.heading}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {role.links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
