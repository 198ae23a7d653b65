import { Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { GeneratedLink } from '../../../../shared/schemas/magic-link';
import { useCoaches } from '../../../api/coaches';
import { useGenerateLink } from '../../../api/magic-links';
import { notifyError, notifySuccess, toast } from '../../../ui/notify';
import { CopyLink } from './copy-link';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A new link for one coach, picked from the list or typed as an email address. */
export function SingleLinkCard() {
  const coaches = useCoaches();
  const generate = useGenerateLink();
  const [coachId, setCoachId] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<GeneratedLink | null>(null);

  const submit = () => {
    const identifier = coachId ? Number(coachId) : email.trim();
    if (identifier === '') {
      toast({ color: 'red', title: 'No coach selected', message: 'Please select a coach or enter an email address' });
      return;
    }
    generate.mutate(identifier, {
      onSuccess: (link) => {
        setResult(link);
        if (link.mailProblem) toast({ color: 'orange', title: 'Magic link generated, not mailed', message: link.mailProblem });
        else notifySuccess('Magic link generated', link.mailed ? `A link was sent to ${link.email}.` : `Copy the link for ${link.name}.`);
      },
      onError: (error) => notifyError('Failed to generate magic link', error, 'Please try again.'),
    });
  };

  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack>
        <Title order={2} size="h3">
          Link for One Coach
        </Title>
        <Group align="flex-end" gap="sm">
          <Select
            label="Coach"
            placeholder={coaches.isPending ? 'Loading coaches...' : 'Choose a coach'}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the coach' }}
            nothingFoundMessage="No coach matches"
            data={(coaches.data ?? []).map((c) => ({ value: String(c.id), label: c.email ? `${c.name} (${c.email})` : c.name }))}
            value={coachId}
            onChange={(value) => {
              setCoachId(value);
              if (value) setEmail('');
            }}
            style={{ flex: '1 1 260px' }}
          />
          <Text c="dimmed" pb={8}>
            or
          </Text>
          <TextInput
            label="Email"
            type="email"
            placeholder="coach@example.com"
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              if (e.currentTarget.value) setCoachId(null);
            }}
            style={{ flex: '1 1 220px' }}
          />
          <Button onClick={submit} loading={generate.isPending}>
            Generate Link
          </Button>
        </Group>
        {result && (
          <Stack gap={4}>
            <CopyLink link={result.magicLink} label={`Magic link for ${result.name}`} />
            <Text size="sm" c="dimmed">
              {result.mailed
                ? `Sent by mail to ${result.email}. `
                : (result.mailProblem ?? 'This coach has no email address: hand the link on yourself.') + ' '}
              Valid until {when(result.expiresAt)}.
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
