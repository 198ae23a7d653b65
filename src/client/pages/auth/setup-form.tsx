import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstAdministratorForm, type FirstAdministratorForm } from '../../../shared/schemas/registration';
import { useRegister } from '../../api/session';
import { notifyError } from '../../ui/notify';
import { zodValidate } from '../../ui/zod-form';
import { NewPasswordFields } from './new-password-fields';

/** The first account of a new installation, its administrator; the server log gives the token. */
export function SetupForm() {
  const register = useRegister();
  const form = useForm<FirstAdministratorForm>({
    initialValues: { setupToken: '', username: '', name: '', email: '', password: '', confirmPassword: '' },
    validate: zodValidate(firstAdministratorForm),
  });

  const submit = form.onSubmit(({ setupToken, username, name, email, password }) =>
    register.mutate({ setupToken, username, name, email, password }, { onError: (error) => notifyError('Registration failed', error, 'Please try again.') }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h2">
            Set Up the League
          </Title>
          <Text c="dimmed" size="sm">
            This installation has no account yet. Create its administrator with the setup token the server printed in its log.
          </Text>
        </div>
        <TextInput label="Setup token" autoComplete="off" spellCheck={false} {...form.getInputProps('setupToken')} />
        <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
        <TextInput label="Full name" autoComplete="name" {...form.getInputProps('name')} />
        <TextInput
          label="Email"
          description="Where a password reset link goes if you ever need one"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Text c="dimmed" size="sm">
          An administrator&apos;s password needs 12 characters or more and must be hard to guess: three or four unrelated words work well.
        </Text>
        <NewPasswordFields form={form} passwordLabel="Password" />
        <Button type="submit" loading={register.isPending}>
          Create Administrator
        </Button>
      </Stack>
    </form>
  );
}
