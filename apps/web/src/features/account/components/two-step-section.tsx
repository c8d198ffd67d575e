import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Me } from '@seva/contract';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { useStartTwoStep } from '../api/start-two-step';
import { TwoStepTexts } from '../texts';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffDialog } from './turn-off-dialog';
import { TwoStepSetupForm } from './two-step-setup-form';

interface TwoStepSectionProps {
  me: Me;
  /** Where focus goes when a step closes and takes the focused button with it (the section's heading). */
  onStepClosed: () => void;
}

/**
 * `Two-step sign-in`: off, `Turn on` prepares a secret (its QR code and the key to type), a code of it turns
 * two-step sign-in on and the ten recovery codes show once; on, `Turn off` asks for a code in a dialog
 * (docs/product/team.md#two-step-sign-in).
 */
export function TwoStepSection({ me, onStepClosed }: TwoStepSectionProps) {
  const [turningOff, setTurningOff] = useState(false);
  return (
    <>
      <TwoStepStep me={me} onStepClosed={onStepClosed} onTurnOff={() => setTurningOff(true)} />
      {/* Mounted whatever the step: turning off changes the step under it before its answer is handled. */}
      <TurnOffDialog
        opened={turningOff}
        onClose={() => setTurningOff(false)}
        onDone={() => {
          setTurningOff(false);
          notifications.show({ color: 'teal', message: TwoStepTexts.turnedOff });
        }}
      />
    </>
  );
}

interface TwoStepStepProps extends TwoStepSectionProps {
  onTurnOff: () => void;
}

function TwoStepStep({ me, onStepClosed, onTurnOff }: TwoStepStepProps) {
  const start = useStartTwoStep();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes)
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        email={me.email}
        onDone={() => {
          setRecoveryCodes(null);
          onStepClosed();
        }}
      />
    );

  // Kept until its own answer has been handled: who is signed in says `mfa_enabled` a moment before.
  if (start.data)
    return (
      <TwoStepSetupForm
        setup={start.data}
        onEnabled={(codes) => {
          start.reset();
          setRecoveryCodes(codes);
        }}
        onCancel={() => {
          start.reset();
          onStepClosed();
        }}
      />
    );

  if (me.mfa_enabled)
    return (
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{TwoStepTexts.onNote}</Text>
        <Button variant="light" color="red" onClick={onTurnOff} aria-haspopup="dialog">
          {TwoStepTexts.turnOff}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{TwoStepTexts.offNote}</Text>
      <FormError
        title={TwoStepTexts.startFailed}
        message={start.isError ? messageOr(start.error, TwoStepTexts.startFailed) : null}
      />
      <Button onClick={() => start.mutate()} loading={start.isPending}>
        {TwoStepTexts.turnOn}
      </Button>
    </Stack>
  );
}
