import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordForm, type NewPasswordForm } from '../../shared/schemas/password';
import { useChoosePassword } from '../api/own-password';
import { NewPasswordFields } from '../pages/auth/new-password-fields';
import { notifyError, notifySuccess } from '../ui/notify';
import { usePageTitle } from '../ui/use-page-title';
import { zodValidate } from '../ui/zod-form';
import { useSignOut } from './use-sign-out';

/**
 * Shown instead of every signed-in page to a coach who signed in with the shared password their
 * league gave them, until they choose their own (docs/decisions: first sign-in with a shared password).
 */
export function ChoosePasswordStep() {
  usePageTitle('Choose Your Password');
  const choose = useChoosePassword();
  const { signOut, pending } = useSignOut();
  const form = useForm<NewPasswordForm>({ initialValues: { password: '', confirmPassword: '' }, validate: zodValidate(newPasswordForm) });

  const submit = form.onSubmit(({ password }) =>
    choose.mutate(password, {
      onSuccess: () => notifySuccess('Password changed', 'Your own password is set. Welcome to the coach portal.'),
      onError: (error) => notifyError('Error changing password', error, 'Failed to change password'),
    }),
  );

  return (
    <Paper withBorder p="xl" radius="md" maw={480} mx="auto">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Choose your own password
          </Title>
          <Text size="sm">
            You signed in with the password your league shared with new coaches. Choose a password of your own to continue; the shared one will no longer work
            for your account.
          </Text>
          <NewPasswordFields form={form} passwordLabel="New Password" />
          <Button type="submit" loading={choose.isPending}>
            Save Password
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={signOut} disabled={pending} ta="left">
            Sign out
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
