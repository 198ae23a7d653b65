import { Anchor, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../shared/client-routes';

export const VERSION = __APP_VERSION__;

/** 'v1.5.0' linking to the changelog, with the 'App Version' tooltip. */
export function VersionLabel({ withIcon = false, onNavigate }: { withIcon?: boolean; onNavigate?: () => void }) {
  const label = (
    <Anchor component={Link} to={PATHS.changelog} size="xs" c="dimmed" onClick={onNavigate} aria-label={`Version ${VERSION}, open the changelog`}>
      <Group gap={4} wrap="nowrap">
        {withIcon && <IconInfoCircle size={14} aria-hidden />}v{VERSION}
      </Group>
    </Anchor>
  );
  if (!withIcon) return label;
  return (
    <Tooltip
      openDelay={300}
      label={
        <div>
          <strong>App Version</strong>
          <div>Click for changelog</div>
        </div>
      }
    >
      {label}
    </Tooltip>
  );
}
