import { Alert, Text } from '@mantine/core';
import type { SeedingStatus } from '../../../../shared/seeding';

/** Says where the seeds' teams come from, and that they can still change while phase 1 goes on. */
export function SeedingNote({ status }: { status: SeedingStatus }) {
  if (status === 'provisional') {
    return (
      <Alert color="blue" variant="light" title="Provisional seeds">
        Each seed shows the team holding it in the phase 1 standings so far. Seeds can change until every phase 1 game has its result.
      </Alert>
    );
  }
  const text = {
    fixed: "Seeds follow the division's fixed seed list.",
    final: 'Seeds follow the final phase 1 standings.',
    undecided: 'The phase 1 standings will fill the seeds once games have been played.',
  }[status];
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}
