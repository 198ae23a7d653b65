import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { tokenOfLink } from '../../../../shared/auth-links';
import type { TestLinkBody } from '../../../../shared/schemas/magic-link';
import { ApiError } from '../../../api/http';
import { useTestLink } from '../../../api/magic-links';
import { notifySuccess, toast } from '../../../ui/notify';
import { CopyLink } from '../magic-links/copy-link';

function failureText(error: unknown): string {
  if (error instanceof ApiError) return `API returned status ${error.status}: ${error.serverMessage || 'Unknown error'}`;
  return 'The answer of the server could not be read. Please try again.';
}

/** A real link for a coach's email, shown here rather than mailed, for either address of the league. */
export function GenerateTab({ onVerify }: { onVerify: (token: string) => void }) {
  const generate = useTestLink();
  const [email, setEmail] = useState('');
  const [mode, setMode] = useState<TestLinkBody['mode']>('development');

  const submit = () => {
    const trimmed = email.trim();
    if (!trimmed) {
      toast({ color: 'red', title: 'Email required', message: 'Please enter an email address' });
      return;
    }
    generate.mutate(
      { email: trimmed, mode },
      {
        onSuccess: () => notifySuccess('Magic link generated', 'Test magic link has been generated successfully'),
        onError: (error) => toast({ color: 'red', title: 'Error generating magic link', message: failureText(error) }),
      },
    );
  };

  const link = generate.data?.magicLink;
  return (
    <Stack>
      <TextInput label="Coach email" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} maw={420} />
      {/* Radios wrap onto a line each on a phone. */}
      <Radio.Group label="Mode" value={mode} onChange={setMode}>
        <Group mt="xs">
          <Radio value="development" label="Development (this address)" />
          <Radio value="production" label="Production (the league address)" />
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        The link is real: it replaces the coach&apos;s current link and is not mailed.
      </Text>
      <Button onClick={submit} loading={generate.isPending} style={{ alignSelf: 'flex-start' }}>
        Generate Test Link
      </Button>
      {generate.isError && (
        <Alert color="red" title="Error">
          {failureText(generate.error)}
        </Alert>
      )}
      {link && (
        <Stack gap="xs">
          <CopyLink link={link} label="Test magic link" />
          <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => onVerify(tokenOfLink(new URL(link).search, new URL(link).hash))}>
            Verify this token
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
