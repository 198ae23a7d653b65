import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { NewPasswordForm } from '../../../shared/schemas/password';

/** The new password typed twice, with the messages of the shared rules on each field. */
export function NewPasswordFields({ form, passwordLabel }: { form: UseFormReturnType<NewPasswordForm>; passwordLabel: string }) {
  return (
    <>
      <PasswordInput label={passwordLabel} autoComplete="new-password" {...form.getInputProps('password')} />
      <PasswordInput label="Confirm Password" autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
    </>
  );
}
