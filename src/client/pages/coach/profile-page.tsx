import { Button, Divider, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { isHeadCoach, missingProfile } from '../../../shared/profile';
import { PATHS } from '../../../shared/client-routes';
import { profileForm, type ProfileForm, type SessionUser, type UserPatchBody } from '../../../shared/schemas/user';
import { ApiError, reasonOf } from '../../api/http';
import { useSession } from '../../api/session';
import { useUpdateUser } from '../../api/users';
import { notifySuccess, toast } from '../../ui/notify';
import { PageLoader } from '../../ui/page-loader';
import { usePageTitle } from '../../ui/use-page-title';
import { zodValidate } from '../../ui/zod-form';
import { CalendarCard } from './profile/calendar-card';
import { MailPreferencesCard } from './profile/mail-preferences-card';

/** Only what changed is sent; an empty password is not sent at all. */
function changesOf(user: SessionUser, values: ProfileForm): UserPatchBody {
  const changes: UserPatchBody = {};
  if (values.name.trim() !== user.name) changes.name = values.name.trim();
  if (values.phone.trim() !== (user.phone ?? '')) changes.phone = values.phone.trim();
  if (values.gameChangerTeamName.trim() !== (user.gameChangerTeamName ?? '')) changes.gameChangerTeamName = values.gameChangerTeamName.trim();
  if (values.password) {
    changes.password = values.password;
    changes.currentPassword = values.currentPassword;
  }
  return changes;
}

function profileError(error: unknown): string {
  if (error instanceof ApiError && !error.isJson) return 'Server error - please try again later';
  return reasonOf(error, 'Failed to update profile');
}

function ProfileEditor({ user }: { user: SessionUser }) {
  const update = useUpdateUser();
  const navigate = useNavigate();
  const headCoach = isHeadCoach(user);
  const form = useForm<ProfileForm>({
    initialValues: { name: user.name, phone: user.phone ?? '', gameChangerTeamName: user.gameChangerTeamName ?? '', password: '', currentPassword: '' },
    validate: zodValidate(profileForm({ phoneRequired: user.role === 'coach', gameChangerRequired: headCoach })),
  });

  const submit = form.onSubmit((values) => {
    const changes = changesOf(user, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'Nothing to save', message: 'Your profile is already up to date.' });
      return;
    }
    const missing = missingProfile(user);
    const completes = (missing.phone && changes.phone !== undefined) || (missing.gameChangerTeamName && changes.gameChangerTeamName !== undefined);
    update.mutate(
      { id: user.id, changes },
      {
        onSuccess: () => {
          notifySuccess('Profile updated', changes.password ? 'Your profile and password were saved.' : 'Your profile was saved.');
          form.setValues({ password: '', currentPassword: '' });
          if (completes) void navigate(PATHS.home);
        },
        onError: (error) => toast({ color: 'red', title: 'Error updating profile', message: profileError(error) }),
      },
    );
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            Signed in as {user.email ?? user.username}
          </Text>
          <TextInput label="Full Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Phone" type="tel" autoComplete="tel" withAsterisk={user.role === 'coach'} {...form.getInputProps('phone')} />
          <TextInput
            label="Game Changer Team Name"
            description="Your team's name in the Game Changer scoring app"
            withAsterisk={headCoach}
            {...form.getInputProps('gameChangerTeamName')}
          />
          <Divider label="Change Password" labelPosition="left" mt="sm" />
          <PasswordInput
            label="Current Password"
            description="Needed only to change your password"
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New Password"
            description="Leave empty to keep your current password"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
            Save Profile
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

export default function ProfilePage() {
  usePageTitle('My Profile');
  const { user } = useSession();
  if (!user) return <PageLoader />;
  return (
    <Stack>
      <Title order={1}>My Profile</Title>
      <ProfileEditor key={user.id} user={user} />
      {user.role === 'coach' && <CalendarCard coachId={user.id} />}
      <MailPreferencesCard user={user} />
    </Stack>
  );
}
