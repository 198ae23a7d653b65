import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgotPasswordBody, type ForgotPasswordBody } from '../../../shared/schemas/password';
import { useRequestPasswordReset } from '../../api/accounts';
import { notifyError, notifySuccess } from '../../ui/notify';
import { zodValidate } from '../../ui/zod-form';

export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordBody>({ initialValues: { email: '' }, validate: zodValidate(forgotPasswordBody) });

  const submit = form.onSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => {
        notifySuccess('Reset link sent', 'Check your email for instructions to reset your password');
        onBackToLogin();
      },
      onError: (error) => notifyError('Failed to send reset link', error, 'Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h2">
            Reset Password
          </Title>
          <Text c="dimmed" size="sm">
            Enter your email to receive a password reset link
          </Text>
        </div>
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBackToLogin} ta="left">
          Back to login
        </Anchor>
      </Stack>
    </form>
  );
}
