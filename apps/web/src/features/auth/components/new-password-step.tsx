import { Button, PasswordInput, Stack } from '@mantine/core';
import { hasLength, matchesField, useForm } from '@mantine/form';
import { errorMessage } from '@/lib/api-error';
import { useUpdatePassword } from '../api/update-password';
import { AuthTexts, MIN_PASSWORD_LENGTH, VISIBILITY_TOGGLE_PROPS } from '../messages';
import { FormError } from './form-error';

interface NewPasswordStepProps {
  phone: string;
  onUpdated: (message: string) => void;
}

/** Step 3 of password recovery: the new password, typed twice. Nothing is sent unless both match. */
export function NewPasswordStep({ phone, onUpdated }: NewPasswordStepProps) {
  const updatePassword = useUpdatePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: hasLength({ min: MIN_PASSWORD_LENGTH }, AuthTexts.passwordTooShort),
      confirmPassword: matchesField('password', AuthTexts.passwordsDoNotMatch),
    },
  });

  const handleSubmit = form.onSubmit(({ password }) => {
    updatePassword.mutate({ phone, password }, { onSuccess: ({ message }) => onUpdated(message) });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormError message={updatePassword.isError ? errorMessage(updatePassword.error) : null} />
        <PasswordInput
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters`}
          autoComplete="new-password"
          required
          withAsterisk={false}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          label="Confirm password"
          autoComplete="new-password"
          required
          withAsterisk={false}
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={updatePassword.isPending}>
          Update password
        </Button>
      </Stack>
    </form>
  );
}
