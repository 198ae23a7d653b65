import { Alert, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { announcementQueries } from '../api/announcements';
import { useHydrating } from './use-hydrating';

/** The title in the text's own colour: the yellow of the banner is too light for text on its tint. */
const TITLE_STYLES = { title: { color: 'var(--mantine-color-text)' } };

/**
 * The league office's announcements showing now: on the home page all of them (no division
 * given), on a division's pages those of that division and those of the whole league. The server
 * sends only what shows; the browser also drops one whose end has passed on its own clock (a page
 * left open), once the page is its own (the first render matches the server's).
 */
export function AnnouncementBanners({ divisionId }: { divisionId?: number }) {
  const { data = [] } = useQuery(announcementQueries.showing());
  const hydrating = useHydrating();
  const now = new Date().toISOString();
  const shown = data.filter((a) => (divisionId === undefined || a.divisionId === null || a.divisionId === divisionId) && (hydrating || a.endsAt > now));
  if (shown.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Announcements">
      {shown.map((a) => (
        <Alert key={a.id} role="note" color="yellow" variant="light" icon={<IconSpeakerphone aria-hidden />} title={a.title} styles={TITLE_STYLES}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {a.text}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}
