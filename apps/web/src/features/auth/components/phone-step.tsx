import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { normalizePhone } from '@seva/contract';
import { errorMessage } from '@/lib/api-error';
import { useForgetPassword } from '../api/forget-password';
import { validatePhone } from '../phone';
import { FormError } from './form-error';

interface PhoneStepProps {
  onCodeSent: (phone: string, message: string) => void;
}

/** Step 1 of password recovery: the phone number that receives the one-time code. */
export function PhoneStep({ onCodeSent }: PhoneStepProps) {
  const forgetPassword = useForgetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { phone: '' },
    validate: { phone: validatePhone },
  });

  const handleSubmit = form.onSubmit(({ phone }) => {
    const normalized = normalizePhone(phone);
    forgetPassword.mutate(normalized, {
      onSuccess: ({ message }) => onCodeSent(normalized, message),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormError message={forgetPassword.isError ? errorMessage(forgetPassword.error) : null} />
        <TextInput
          label="Phone"
          description="The mobile number registered for your admin account"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          withAsterisk={false}
          key={form.key('phone')}
          {...form.getInputProps('phone')}
        />
        <Button type="submit" fullWidth loading={forgetPassword.isPending}>
          Send code
        </Button>
      </Stack>
    </form>
  );
}
