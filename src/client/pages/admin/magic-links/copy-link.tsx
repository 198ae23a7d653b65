import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A link to hand on, with a copy button that says 'Link copied' for 2 seconds. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={link} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={link} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant={copied ? 'filled' : 'default'}
            color={copied ? 'green' : undefined}
            leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            onClick={copy}
          >
            {copied ? 'Link copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
