import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { loginBodySchema } from '@seva/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FormError } from '@/components/form-error';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { ACCOUNT_PATH, postSignInPath } from '@/lib/paths';
import { useLogin } from '../api/login';
import { useAutoReset } from '../hooks/use-auto-reset';
import { AuthTexts, LOGIN_ERROR_VISIBLE_MS, TwoStepTexts, VISIBILITY_TOGGLE_PROPS } from '../messages';
import { FormNotice } from './form-notice';
import { TwoStepCodeStep } from './two-step-code-step';

interface LoginFormProps {
  /** A confirmation to show above the form, e.g. after a password reset. */
  notice?: string | null;
  onForgotPassword: () => void;
}

function loginErrorText(error: unknown): string {
  return isApiError(error) && error.status === 401 ? AuthTexts.loginFailed : errorMessage(error);
}

/** Where the sign-in is: the password, or the code step of a member with two-step sign-in on. */
type Step =
  /** `returned`: back from the code step, so the notice that was above the form has been read. */
  | { name: 'password'; email: string; failure: string | null; returned: boolean }
  | { name: 'code'; email: string; mfaToken: string };

/**
 * Sign-in (docs/product/shell-and-sign-in.md#sign-in-screen): email and password, then, for a member with
 * two-step sign-in on, a code (#two-step-code). A member whose role must turn it on first goes to their
 * account with a notice.
 */
export function LoginForm({ notice = null, onForgotPassword }: LoginFormProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ name: 'password', email: '', failure: null, returned: false });
  const signedIn = () => navigate(postSignInPath(location.search), { replace: true });

  if (step.name === 'code')
    return (
      <TwoStepCodeStep
        mfaToken={step.mfaToken}
        onSignedIn={signedIn}
        onBack={() => setStep({ name: 'password', email: step.email, failure: null, returned: true })}
        onExpired={(failure) => setStep({ name: 'password', email: step.email, failure, returned: true })}
      />
    );
  return (
    <PasswordStep
      email={step.email}
      notice={step.returned ? null : notice}
      failure={step.failure}
      onForgotPassword={onForgotPassword}
      onSignedIn={signedIn}
      onSetupRequired={() => {
        notifications.show({
          id: 'mfa-setup-required',
          message: TwoStepTexts.setupRequired,
          autoClose: false,
        });
        navigate(ACCOUNT_PATH, { replace: true });
      }}
      onCodeRequired={(email, mfaToken) => setStep({ name: 'code', email, mfaToken })}
    />
  );
}

interface PasswordStepProps {
  /** Kept from an earlier try (the code step's Back). */
  email: string;
  notice: string | null;
  /** Why the code step sent the member back here, until they try again. */
  failure: string | null;
  onForgotPassword: () => void;
  onSignedIn: () => void;
  onSetupRequired: () => void;
  onCodeRequired: (email: string, mfaToken: string) => void;
}

function PasswordStep({
  email: initialEmail,
  notice,
  failure,
  onForgotPassword,
  onSignedIn,
  onSetupRequired,
  onCodeRequired,
}: PasswordStepProps) {
  const login = useLogin();
  const [shownFailure, setShownFailure] = useState(failure);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: initialEmail, password: '' },
    validate: formSchema(loginBodySchema, {
      email: { blank: AuthTexts.emailRequired },
      password: { blank: AuthTexts.passwordRequired },
    }),
  });

  useAutoReset(login.error, login.reset, LOGIN_ERROR_VISIBLE_MS);

  const handleSubmit = form.onSubmit(({ email, password }) => {
    const trimmed = email.trim();
    setShownFailure(null);
    login.mutate(
      { email: trimmed, password },
      {
        onSuccess: (response) => {
          if ('mfa_required' in response) onCodeRequired(trimmed, response.mfa_token);
          else if ('mfa_setup_required' in response) onSetupRequired();
          else onSignedIn();
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormNotice message={login.isIdle ? notice : null} />
        <FormError message={login.isError ? loginErrorText(login.error) : shownFailure} />
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
