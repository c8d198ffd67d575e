import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { clearSession } from '@/lib/session';
import { NewPasswordStep } from './new-password-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';

type RecoveryState =
  | { step: 'phone' }
  | { step: 'otp'; phone: string; notice: string }
  | { step: 'password'; phone: string };

const STEP_NUMBER = { phone: 1, otp: 2, password: 3 } as const;

const STEP_TITLE = {
  phone: 'Enter your phone number',
  otp: 'Enter the one-time code',
  password: 'Choose a new password',
} as const;

interface PasswordRecoveryProps {
  /** 'Back to Login': the flow is reset. */
  onBack: () => void;
  /** The password was changed; `message` is the server's confirmation. */
  onComplete: (message: string) => void;
}

/**
 * Forgot password: phone → one-time code → new password (docs/product/shell-and-sign-in.md#password-recovery).
 * Leaving the flow resets all three steps and forgets a reset token it may have stored.
 */
export function PasswordRecovery({ onBack, onComplete }: PasswordRecoveryProps) {
  const [state, setState] = useState<RecoveryState>({ step: 'phone' });
  const holdsResetToken = useRef(false);

  useEffect(
    () => () => {
      if (holdsResetToken.current) clearSession();
    },
    [],
  );

  return (
    <Stack gap="lg">
      <div>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Step {STEP_NUMBER[state.step]} of 3
        </Text>
        <Text fw={600}>{STEP_TITLE[state.step]}</Text>
      </div>

      {state.step === 'phone' && (
        <PhoneStep onCodeSent={(phone, notice) => setState({ step: 'otp', phone, notice })} />
      )}
      {state.step === 'otp' && (
        <OtpStep
          phone={state.phone}
          notice={state.notice}
          onVerified={() => {
            holdsResetToken.current = true;
            setState({ step: 'password', phone: state.phone });
          }}
        />
      )}
      {state.step === 'password' && (
        <NewPasswordStep
          phone={state.phone}
          onUpdated={(message) => {
            holdsResetToken.current = false;
            onComplete(message);
          }}
        />
      )}

      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Back to Login
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
