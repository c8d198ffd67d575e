import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mfaCodeBodySchema } from '@seva/contract';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useDisableTwoStep } from '../api/disable-two-step';
import { CodeFieldTexts, TwoStepTexts } from '../texts';

interface TurnOffDialogProps {
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** `Turn off two-step sign-in?`: a code (or a recovery code) turns it off; a wrong one stays in the dialog. */
export function TurnOffDialog({ opened, onClose, onDone }: TurnOffDialogProps) {
  const disable = useDisableTwoStep();
  const close = () => {
    if (disable.isPending) return;
    disable.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TwoStepTexts.turnOffTitle}
      centered
      closeOnClickOutside={!disable.isPending}
      closeOnEscape={!disable.isPending}
    >
      {opened ? <TurnOffForm disable={disable} onClose={close} onDone={onDone} /> : null}
    </Modal>
  );
}

interface TurnOffFormProps {
  disable: ReturnType<typeof useDisableTwoStep>;
  onClose: () => void;
  onDone: () => void;
}

function TurnOffForm({ disable, onClose, onDone }: TurnOffFormProps) {
  const form = useForm({
    initialValues: { code: '' },
    validate: formSchema(mfaCodeBodySchema, CodeFieldTexts),
    onValuesChange: () => {
      if (disable.isError) disable.reset();
    },
  });

  const submit = form.onSubmit(({ code }) => {
    disable.mutate(code.trim(), {
      onSuccess: () => {
        disable.reset();
        onDone();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={TwoStepTexts.turnOffTitle}>
      <Stack gap="md">
        <Text size="sm">{TwoStepTexts.turnOffNote}</Text>
        <TextInput
          label={TwoStepTexts.turnOffCode}
          required
          autoComplete="one-time-code"
          maxLength={32}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <FormError
          title={TwoStepTexts.turnOffFailed}
          message={disable.isError ? messageOr(disable.error, TwoStepTexts.turnOffFailed) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={disable.isPending}>
            {TwoStepTexts.cancel}
          </Button>
          <Button type="submit" color="red" loading={disable.isPending}>
            {TwoStepTexts.turnOff}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
