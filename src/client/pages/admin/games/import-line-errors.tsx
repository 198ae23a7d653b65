import { Alert, List, Table, Text } from '@mantine/core';
import type { GameImportPreview } from '../../../../shared/schemas/game-admin';
import { useIsPhone } from '../../../ui/use-is-phone';

type LineError = GameImportPreview['errors'][number];

const LABEL = 'Lines with problems';

/** A pasted line can be one long word: let it break anywhere rather than widen the dialog. */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

function ErrorList({ errors }: { errors: LineError[] }) {
  return (
    <List listStyleType="none" spacing="sm" size="sm" aria-label={LABEL}>
      {errors.map((e, index) => (
        // A line can have several problems (two clashes): each is an item of its own.
        <List.Item key={`${e.line}-${index}`}>
          <Text size="sm" fw={600}>
            Line {e.line}: {e.reason}
          </Text>
          <Text size="sm" c="dimmed" style={BREAK_ANYWHERE}>
            {e.text}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

function ErrorTable({ errors }: { errors: LineError[] }) {
  return (
    <Table fz="sm" verticalSpacing={4} aria-label={LABEL}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Line</Table.Th>
          <Table.Th>Text</Table.Th>
          <Table.Th>Problem</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {errors.map((e, index) => (
          <Table.Tr key={`${e.line}-${index}`}>
            <Table.Td>{e.line}</Table.Td>
            <Table.Td style={BREAK_ANYWHERE}>{e.text}</Table.Td>
            <Table.Td style={BREAK_ANYWHERE}>{e.reason}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The lines of a paste that are not good games: a table whose text wraps, a list on a phone. */
export function ImportLineErrors({ errors }: { errors: LineError[] }) {
  const isPhone = useIsPhone();
  const lines = new Set(errors.map((e) => e.line)).size;
  const count = lines === 1 ? '1 line has a problem' : `${lines} lines have problems`;
  return (
    <Alert color="red" title={`${count}. Nothing is imported until every line is good.`}>
      {isPhone ? <ErrorList errors={errors} /> : <ErrorTable errors={errors} />}
    </Alert>
  );
}
