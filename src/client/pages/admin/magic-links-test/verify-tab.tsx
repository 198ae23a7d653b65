import { Alert, Badge, Box, Button, Code, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TokenInfo } from '../../../../shared/schemas/magic-link';
import { toast } from '../../../ui/notify';
import { useTokenInfo } from '../../../api/magic-links';
import { useIsPhone } from '../../../ui/use-is-phone';

/** Long values (emails, dates, messages) break between words, and inside one only when it is wider than the space. */
const WRAP = { overflowWrap: 'anywhere' } as const;

/** Green when the answer is the good one (`good`), red otherwise. */
function yesNo(value: boolean, good = true) {
  return <Badge color={value === good ? 'teal.9' : 'red.9'}>{value ? 'yes' : 'no'}</Badge>;
}

function TokenReport({ info }: { info: TokenInfo }) {
  const phone = useIsPhone();
  const data = info.tokenData;
  const rows: [string, React.ReactNode][] = [
    ['Token found', yesNo(info.tokenFound)],
    ['Verification', `${info.verificationResult.success ? 'valid' : 'not valid'}: ${info.verificationResult.message}`],
    ...(data
      ? ([
          ['Link id', data.id],
          ['User id', data.userId],
          ['Name', data.name],
          ['Email', data.email ?? '—'],
          ['Expires', data.expires],
          ['Expired', yesNo(data.isExpired, false)],
          ['Used at', data.usedAt ?? '—'],
          ['Replaced at', data.revokedAt ?? '—'],
        ] as [string, React.ReactNode][])
      : []),
  ];
  return (
    <Stack gap="xs">
      {phone ? (
        // On a phone each label sits above its value, which gets the whole width.
        <Paper withBorder p="sm">
          <Stack component="ul" gap="sm" aria-label="Token information" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map(([label, value]) => (
              <li key={label}>
                <Text size="xs" fw={700} c="dimmed">
                  {label}
                </Text>
                <Box fz="sm" style={WRAP}>
                  {value}
                </Box>
              </li>
            ))}
          </Stack>
        </Paper>
      ) : (
        <Table withTableBorder bg="white" aria-label="Token information">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={160}>{label}</Table.Th>
                <Table.Td style={WRAP}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Code block bg="white" tabIndex={0} aria-label="Token information as JSON">
        {JSON.stringify(info, null, 2)}
      </Code>
    </Stack>
  );
}

/** What the server knows of a token: found or not, whose, and whether it would work now. */
export function VerifyTab({ initialToken }: { initialToken: string }) {
  const lookup = useTokenInfo();
  const [token, setToken] = useState(initialToken);
  const { mutate } = lookup;

  const verify = () => {
    if (!token.trim()) {
      toast({ color: 'red', title: 'Token required', message: 'Please enter a token to verify' });
      return;
    }
    mutate(token.trim());
  };

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        <TextInput label="Token" value={token} onChange={(e) => setToken(e.currentTarget.value)} style={{ flex: '1 1 320px' }} />
        <Button onClick={verify} loading={lookup.isPending}>
          Verify Token
        </Button>
      </Group>
      {lookup.isError && (
        <Alert color="red" title="Error">
          {lookup.error.message}
        </Alert>
      )}
      {lookup.data && <TokenReport info={lookup.data} />}
    </Stack>
  );
}
