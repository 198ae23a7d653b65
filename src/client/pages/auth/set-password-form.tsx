import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { newPasswordForm, PASSWORD_MIN, type NewPasswordForm } from '../../../shared/schemas/password';
import { useMagicLinkVerification, useSetPasswordWithLink } from '../../api/accounts';
import { ApiError } from '../../api/http';
import { notifyError, notifySuccess } from '../../ui/notify';
import { zodValidate } from '../../ui/zod-form';
import { NewPasswordFields } from './new-password-fields';

interface Props {
  token: string;
  /** Back to the login form; with the account's email after the password was set. */
  onDone: (email?: string) => void;
}

/** The first password of a coach, set through the magic link an administrator sent. */
export function SetPasswordForm({ token, onDone }: Props) {
  const verification = useMagicLinkVerification(token);
  const setPassword = useSetPasswordWithLink();
  const form = useForm<NewPasswordForm>({ initialValues: { password: '', confirmPassword: '' }, validate: zodValidate(newPasswordForm) });
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (verification.isPending || told.current === token) return;
    told.current = token;
    if (verification.data) {
      notifySuccess('Magic link verified', `Welcome, ${verification.data.user.name}! Please set your password to complete your account setup.`);
    } else if (verification.error instanceof ApiError && verification.error.status < 500) {
      notifyError('Invalid or expired link', null, 'This magic link is no longer valid. Please contact your administrator.');
    } else {
      notifyError('Verification failed', null, 'Failed to verify your magic link. Please try again or contact your administrator.');
    }
  }, [token, verification.isPending, verification.data, verification.error]);

  if (verification.isPending) {
    return (
      <Center py="xl">
        <Stack align="center" role="status">
          <Loader />
          <Text>Verifying your magic link...</Text>
        </Stack>
      </Center>
    );
  }

  const user = verification.data?.user;
  if (!user) {
    return (
      <Stack>
        <Title order={1} size="h2">
          Invalid or expired magic link
        </Title>
        <Button onClick={() => onDone()}>Return to Login</Button>
      </Stack>
    );
  }

  const submit = form.onSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifySuccess('Password set successfully', 'Your password has been set. You can now log in with your email and new password.');
          onDone(user.email ?? undefined);
        },
        onError: (error) =>
          notifyError(
            'Failed to set password',
            error,
            error instanceof ApiError ? 'Something went wrong. Please try again.' : 'An unexpected error occurred. Please try again.',
          ),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Complete Your Account
        </Title>
        <Alert color="navy" variant="light">
          <Text size="sm">Setting up account for:</Text>
          <Text fw={700}>{user.name}</Text>
          <Text size="sm">{user.email}</Text>
        </Alert>
        <NewPasswordFields form={form} passwordLabel="Create Password" />
        <Text size="sm" c="dimmed">
          Password must be at least {PASSWORD_MIN} characters and include at least one letter and one number.
        </Text>
        {/* Full width, its label wrapping on a narrow phone rather than being cut off. */}
        <Button
          type="submit"
          loading={setPassword.isPending}
          fullWidth
          h="auto"
          mih="var(--button-height)"
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        >
          Set Password &amp; Complete Setup
        </Button>
      </Stack>
    </form>
  );
}
