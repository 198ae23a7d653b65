import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { newPasswordForm, type NewPasswordForm } from '../../../shared/schemas/password';
import { useResetPassword } from '../../api/accounts';
import { notifyError, notifySuccess } from '../../ui/notify';
import { zodValidate } from '../../ui/zod-form';
import { NewPasswordFields } from './new-password-fields';

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const form = useForm<NewPasswordForm>({ initialValues: { password: '', confirmPassword: '' }, validate: zodValidate(newPasswordForm) });

  const submit = form.onSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifySuccess('Password reset successful', 'Your password has been updated. Please log in with your new password.');
          onDone();
        },
        onError: (error) => notifyError('Failed to reset password', error, 'Please try again.'),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Set New Password
        </Title>
        <NewPasswordFields form={form} passwordLabel="New Password" />
        <Button type="submit" loading={reset.isPending}>
          Reset Password
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onDone} ta="left">
          Back to login
        </Anchor>
      </Stack>
    </form>
  );
}
