import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { isLeagueStaff } from '../../../../shared/roles';
import type { OptionalMailKind } from '../../../../shared/schemas/notifications';
import type { SessionUser } from '../../../../shared/schemas/user';
import { useChangeMailPreferences, useMailPreferences } from '../../../api/mail';
import { notifyError, notifySuccess } from '../../../ui/notify';

interface Choice {
  kind: OptionalMailKind;
  label: string;
  description: string;
}

const COACH_CHOICES: Choice[] = [
  {
    kind: 'changes',
    label: 'Changes to my games',
    description: 'A new date, time or field, a cancellation, a game being rescheduled or back on the schedule.',
  },
  { kind: 'scores', label: 'Scores of my games', description: 'The other team reported, a final score, a dispute and how it was resolved.' },
  { kind: 'reminders', label: 'Reminders', description: 'A score your team has not reported a day after the game.' },
  { kind: 'announcements', label: 'League announcements', description: 'News the league office mails to the coaches it concerns, such as a rainout.' },
];

const STAFF_REMINDERS: Choice = {
  kind: 'reminders',
  label: 'Reminders',
  description: 'Each morning, the games without a final score a day after they were played; as a coach, a score your team has not reported.',
};

const choicesOf = (user: SessionUser) => (isLeagueStaff(user.role) ? COACH_CHOICES.map((c) => (c.kind === 'reminders' ? STAFF_REMINDERS : c)) : COACH_CHOICES);

/**
 * My Profile's mail choices: each kind of mail about games is on until turned off here (or with a
 * mail's unsubscribe link), and a switch saves at once. League staff see that mail about a dispute
 * waiting cannot be turned off.
 */
export function MailPreferencesCard({ user }: { user: SessionUser }) {
  const preferences = useMailPreferences();
  const change = useChangeMailPreferences();
  const save = (choice: Choice, on: boolean) =>
    change.mutate(
      { [choice.kind]: on },
      {
        onSuccess: () => notifySuccess('Mail choices saved', `${choice.label}: ${on ? 'you get these mails' : 'no more mails'}.`),
        onError: (error) => notifyError('Error saving your mail choices', error, 'Please try again.'),
      },
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} component="section" aria-labelledby="mail-choices">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mail-choices">
          Mail
        </Title>
        <Text size="sm" c="dimmed">
          {user.email
            ? `Dugout mails ${user.email} about your games. Changes made within a few minutes come in one mail, and every mail has a link to stop that kind.`
            : 'Your account has no email address, so Dugout cannot mail you. Ask a league administrator to add one.'}
        </Text>
        {preferences.isPending ? (
          <Text size="sm">Loading your mail choices...</Text>
        ) : preferences.isError ? (
          <Text c="red" size="sm">
            Your mail choices could not be loaded.
          </Text>
        ) : (
          <>
            {choicesOf(user).map((choice) => (
              <Switch
                key={choice.kind}
                label={choice.label}
                description={choice.description}
                checked={preferences.data[choice.kind]}
                disabled={change.isPending}
                onChange={(event) => save(choice, event.currentTarget.checked)}
              />
            ))}
            {isLeagueStaff(user.role) && (
              <Switch
                label="Score disputes waiting"
                description="League staff always get these: a dispute needs someone to decide it."
                checked
                disabled
                readOnly
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
