import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginBody, type LoginBody } from '../../../shared/schemas/user';
import { ApiError } from '../../api/http';
import { useLogin } from '../../api/session';
import { notifyError } from '../../ui/notify';
import { zodValidate } from '../../ui/zod-form';

interface Props {
  initialUsername?: string;
  onForgotPassword: () => void;
}

export function LoginForm({ initialUsername = '', onForgotPassword }: Props) {
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { username: initialUsername, password: '' },
    validate: zodValidate(loginBody),
  });

  // After too many attempts the owner's way in is a reset link by mail: offered right here.
  const paused = login.error instanceof ApiError && login.error.status === 429 ? login.error.serverMessage : null;

  const submit = form.onSubmit((values) =>
    login.mutate(values, {
      onError: (error) => notifyError('Login failed', error, 'Please try again.'),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <div>
          <Title order={1} size="h2">
            Coach Login
          </Title>
          <Text c="dimmed" size="sm">
            Sign in to access the coach administration portal
          </Text>
        </div>
        {paused && (
          <Alert color="navy" title="Sign-in is paused">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{paused}</Text>
              <Button variant="light" size="xs" onClick={onForgotPassword}>
                Get a reset link by mail
              </Button>
            </Stack>
          </Alert>
        )}
        <TextInput label="Username" autoComplete="username" {...form.getInputProps('username')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Anchor component="button" type="button" size="sm" onClick={onForgotPassword} ta="left">
          Forgot password?
        </Anchor>
        <Button type="submit" loading={login.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
