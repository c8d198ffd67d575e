import { Box, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mfaCodeBodySchema } from '@seva/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useEnableTwoStep } from '../api/enable-two-step';
import type { TwoStepSetup } from '../api/start-two-step';
import { CodeFieldTexts, TwoStepTexts } from '../texts';

interface TwoStepSetupFormProps {
  setup: TwoStepSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The secret in groups of four, as authenticator apps let one type it (they ignore the spaces). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The QR code of the new secret, the key to type instead, and the code that turns two-step sign-in on. */
export function TwoStepSetupForm({ setup, onEnabled, onCancel }: TwoStepSetupFormProps) {
  const enable = useEnableTwoStep();
  const codeInput = useRef<HTMLInputElement>(null);
  // Shown after `Turn on` was pressed (and took its button away): the code to type is where focus goes.
  useEffect(() => codeInput.current?.focus(), []);
  const form = useForm({
    initialValues: { code: '' },
    validate: formSchema(mfaCodeBodySchema, CodeFieldTexts),
    onValuesChange: () => {
      if (enable.isError) enable.reset();
    },
  });

  const submit = form.onSubmit(({ code }) => {
    enable.mutate(code.trim(), { onSuccess: onEnabled });
  });

  return (
    <Stack gap="md">
      <Text size="sm">{TwoStepTexts.scan}</Text>
      {/* A white quiet zone around the code whatever the theme, as scanners need. */}
      <Box bg="white" p="xs" w="fit-content" style={{ lineHeight: 0 }}>
        <QRCodeSVG
          value={setup.otpauth_url}
          size={176}
          marginSize={1}
          role="img"
          aria-label={TwoStepTexts.qrLabel}
        />
      </Box>
      <div>
        <Text size="sm" fw={500}>
          {TwoStepTexts.manualKey}
        </Text>
        <Code
          block
          data-testid="two-step-key"
          fz="md"
          style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}
        >
          {grouped(setup.secret)}
        </Code>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={320}>
          <TextInput
            label={TwoStepTexts.code}
            description={TwoStepTexts.codeHint}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            ref={codeInput}
            {...form.getInputProps('code')}
          />
          <FormError
            title={TwoStepTexts.enableFailed}
            message={enable.isError ? messageOr(enable.error, TwoStepTexts.enableFailed) : null}
          />
          <Group gap="sm">
            <Button type="submit" loading={enable.isPending}>
              {TwoStepTexts.turnOn}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={enable.isPending}>
              {TwoStepTexts.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
