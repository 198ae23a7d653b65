import { Text } from '@mantine/core';
import { useAccountRemoval } from '../../../api/people-admin';

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deleting the account removes with it, in numbers, for a delete confirmation. */
export function RemovalSummary({ userId }: { userId: number }) {
  const removal = useAccountRemoval(userId);
  if (removal.isPending) return <Text size="sm">Counting what the delete removes...</Text>;
  if (removal.isError) return <Text size="sm">What the delete removes could not be counted.</Text>;
  const { teamPlaces, sessions, signInLinks } = removal.data;
  return (
    <Text size="sm" fw={600}>
      This removes {counted(teamPlaces, 'team place', 'team places')}, {counted(sessions, 'signed-in session', 'signed-in sessions')} and{' '}
      {counted(signInLinks, 'unused sign-in link', 'unused sign-in links')}.
    </Text>
  );
}
