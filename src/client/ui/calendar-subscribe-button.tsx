import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** The Subscribe button, the same before the menu's code has come and as the menu's target. */
export function SubscribeButton({ label, ...props }: { label: string } & Omit<ComponentPropsWithRef<'button'>, 'children' | 'color' | 'style'>) {
  return (
    <Button variant="default" leftSection={<IconCalendarPlus size={18} aria-hidden />} aria-label={`Subscribe to ${label}`} {...props}>
      Subscribe
    </Button>
  );
}
