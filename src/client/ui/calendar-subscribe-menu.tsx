import { Menu } from '@mantine/core';
import { IconCopy, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SubscribeButton } from './calendar-subscribe-button';
import { notifySuccess, toast } from './notify';

export interface SubscribeMenuProps {
  path: string;
  label: string;
}

async function copyLink(link: string, label: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess('Link copied', `Paste it into your calendar app to subscribe to ${label}.`);
  } catch {
    toast({ color: 'red', title: 'Could not copy the link', message: `Copy it from here: ${link}` });
  }
}

/**
 * The Subscribe menu, loaded when first asked for (calendar-subscribe.tsx): the public pages do not
 * carry the menu's code until someone subscribes. Its button takes the place of the one pressed;
 * the menu opens once that button has the focus, so closing the menu gives the focus back to it.
 */
export default function SubscribeMenu({ path, label }: SubscribeMenuProps) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    // Menu items only in the role=menu list: no focus placeholder. Kept in the page, not a portal,
    // so the menu stays inside the landmark of its button (axe "region").
    <Menu position="bottom-end" opened={opened} onChange={setOpened} withInitialFocusPlaceholder={false} withinPortal={false}>
      <Menu.Target>
        <SubscribeButton label={label} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <SubscribeItems path={path} label={label} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** Rendered only while the menu is open, so only ever in the browser: the addresses are the page's own. */
function SubscribeItems({ path, label }: SubscribeMenuProps) {
  const { host, origin } = window.location;
  return (
    <>
      <Menu.Label>{label}</Menu.Label>
      <Menu.Item component="a" href={`webcal://${host}${path}`} leftSection={<IconExternalLink size={16} aria-hidden />}>
        Open in calendar app
      </Menu.Item>
      <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copyLink(`${origin}${path}`, label)}>
        Copy link
      </Menu.Item>
      <Menu.Item component="a" href={path} download leftSection={<IconDownload size={16} aria-hidden />}>
        Download .ics
      </Menu.Item>
    </>
  );
}
