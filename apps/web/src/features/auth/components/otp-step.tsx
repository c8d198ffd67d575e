import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { verifyOtpBodySchema } from '@seva/contract';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useForgetPassword } from '../api/forget-password';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthTexts } from '../messages';
import { FormNotice } from './form-notice';

interface OtpStepProps {
  phone: string;
  /** The server's confirmation that a code was sent. */
  notice: string;
  onVerified: () => void;
}

/** Step 2 of password recovery: the six-digit code texted to the phone. */
export function OtpStep({ phone, notice, onVerified }: OtpStepProps) {
  const verifyOtp = useVerifyOtp();
  const resend = useForgetPassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { otp: '' },
    validate: formSchema(verifyOtpBodySchema.pick({ otp: true }), {
      otp: { blank: AuthTexts.otpRequired, invalid_format: AuthTexts.otpInvalid },
    }),
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
