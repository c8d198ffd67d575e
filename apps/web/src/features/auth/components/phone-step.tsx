import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { forgetPasswordBodySchema, normalizePhone } from '@seva/contract';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useForgetPassword } from '../api/forget-password';
import { AuthTexts } from '../messages';

interface PhoneStepProps {
  onCodeSent: (phone: string, message: string) => void;
}

/** Step 1 of password recovery: the phone number that receives the one-time code. */
export function PhoneStep({ onCodeSent }: PhoneStepProps) {
  const forgetPassword = useForgetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { phone: '' },
    validate: formSchema(forgetPasswordBodySchema, {
      phone: { blank: AuthTexts.phoneRequired, custom: AuthTexts.phoneInvalid },
    }),
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
