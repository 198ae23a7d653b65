import { Alert } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { connectionNow, connectionOnServer, subscribeToConnection } from './connection';

const timeFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Says that the page is shown without a connection, or from saved data, and as of when. */
export function OfflineNotice() {
  const { online, savedAt, liveAt } = useSyncExternalStore(subscribeToConnection, connectionNow, connectionOnServer);
  if (online && savedAt === null) return null;
  const asOf = timeFormat.format(new Date(savedAt ?? liveAt));
  return (
    // The title in the text's colour: the yellow one is too light to read on the yellow ground.
    <Alert
      color="yellow"
      role="status"
      title={online ? 'The league’s server cannot be reached' : 'Offline'}
      mb="md"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      Showing {savedAt === null ? 'data' : 'saved data'} as of {asOf}.
    </Alert>
  );
}
