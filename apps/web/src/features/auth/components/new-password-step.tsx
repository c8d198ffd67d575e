import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updatePasswordBodySchema } from '@seva/contract';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useUpdatePassword } from '../api/update-password';
import { AuthTexts, MIN_PASSWORD_LENGTH, VISIBILITY_TOGGLE_PROPS } from '../messages';

interface NewPasswordStepProps {
  phone: string;
  onUpdated: (message: string) => void;
}

/** The contract's password rule, and the second copy that must match it. */
const newPasswordSchema = updatePasswordBodySchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: AuthTexts.passwordsDoNotMatch,
    when: () => true,
  });

/** Step 3 of password recovery: the new password, typed twice. Nothing is sent unless both match. */
export function NewPasswordStep({ phone, onUpdated }: NewPasswordStepProps) {
  const updatePassword = useUpdatePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: formSchema(newPasswordSchema, {
      password: { blank: AuthTexts.passwordTooShort, too_small: AuthTexts.passwordTooShort },
    }),
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
