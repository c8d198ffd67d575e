import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginBodySchema } from '@seva/contract';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '@/components/form-error';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { postSignInPath } from '@/lib/paths';
import { useLogin } from '../api/login';
import { useAutoReset } from '../hooks/use-auto-reset';
import { AuthTexts, LOGIN_ERROR_VISIBLE_MS, VISIBILITY_TOGGLE_PROPS } from '../messages';
import { FormNotice } from './form-notice';

interface LoginFormProps {
  /** A confirmation to show above the form, e.g. after a password reset. */
  notice?: string | null;
  onForgotPassword: () => void;
}

function loginErrorText(error: unknown): string {
  return isApiError(error) && error.status === 401 ? AuthTexts.loginFailed : errorMessage(error);
}

export function LoginForm({ notice = null, onForgotPassword }: LoginFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: formSchema(loginBodySchema, {
      email: { blank: AuthTexts.emailRequired },
      password: { blank: AuthTexts.passwordRequired },
    }),
  });

  useAutoReset(login.error, login.reset, LOGIN_ERROR_VISIBLE_MS);

  const handleSubmit = form.onSubmit(({ email, password }) => {
    login.mutate(
      { email: email.trim(), password },
      { onSuccess: () => navigate(postSignInPath(location.search), { replace: true }) },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormNotice message={login.isIdle ? notice : null} />
        <FormError message={login.isError ? loginErrorText(login.error) : null} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          required
          withAsterisk={false}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot Password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
