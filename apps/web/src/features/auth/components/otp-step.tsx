import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '@/lib/api-error';
import { useForgetPassword } from '../api/forget-password';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthTexts } from '../messages';
import { FormError } from './form-error';
import { FormNotice } from './form-notice';

interface OtpStepProps {
  phone: string;
  /** The server's confirmation that a code was sent. */
  notice: string;
  onVerified: () => void;
}

function validateOtp(value: string): string | null {
  if (!value.trim()) return AuthTexts.otpRequired;
  return /^\d{6}$/.test(value.trim()) ? null : AuthTexts.otpInvalid;
}

/** Step 2 of password recovery: the six-digit code texted to the phone. */
export function OtpStep({ phone, notice, onVerified }: OtpStepProps) {
  const verifyOtp = useVerifyOtp();
  const resend = useForgetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { otp: '' },
    validate: { otp: validateOtp },
  });

  const handleSubmit = form.onSubmit(({ otp }) => {
    resend.reset();
    verifyOtp.mutate({ phone, otp: otp.trim() }, { onSuccess: onVerified });
  });

  const handleResend = () => {
    verifyOtp.reset();
    resend.mutate(phone);
  };

  const failure = verifyOtp.error ?? resend.error;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormNotice message={resend.isSuccess ? resend.data.message : notice} />
        <FormError message={failure ? errorMessage(failure) : null} />
        <TextInput
          label="One-time code"
          description={`Sent to ${phone}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          withAsterisk={false}
          key={form.key('otp')}
          {...form.getInputProps('otp')}
        />
        <Group justify="flex-end">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={handleResend}
            disabled={resend.isPending}
          >
            Send a new code
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={verifyOtp.isPending}>
          Verify code
        </Button>
      </Stack>
    </form>
  );
}
