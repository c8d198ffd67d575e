import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef } from 'react';
import { useVerifyStepUp } from '@/api/verify-step-up';
import { FormError } from '@/components/form-error';
import { isApiError, messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { answerStepUp } from '@/lib/step-up';
import { APP_CODE_INPUT_PROPS, appCodeFormSchema } from '@/lib/two-step-code';

/** The step-up dialog's words (docs/product/team.md#what-the-web-does-for-step-up). */
export const StepUpTexts = {
  title: 'Enter your two-step code',
  explanation:
    'This action needs a code from your authenticator app. Enter the 6-digit code it shows for Seva Admin now.',
  code: 'Two-step code',
  codeRequired: 'Two-step code is required',
  codeInvalid: 'Enter the 6-digit code',
  verify: 'Verify',
  cancel: 'Cancel',
  notAccepted: 'The code was not accepted',
} as const;

interface StepUpDialogProps {
  opened: boolean;
}

/**
 * The one step-up dialog (lib/step-up.ts), mounted by app/step-up-dialog-host.tsx while a request waits for
 * a code. `Verify` sends `POST /admin/me/mfa/verify`; accepted, every waiting request is sent again. A
 * wrong code stays here under the server's message, the field emptied for the next one. `Cancel`, Escape
 * or ✕ leave the waiting requests with their refusal.
 */
export function StepUpDialog({ opened }: StepUpDialogProps) {
  const verify = useVerifyStepUp();
  const cancel = () => {
    if (verify.isPending) return;
    verify.reset();
    answerStepUp(false);
  };
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={StepUpTexts.title}
      centered
      closeOnClickOutside={!verify.isPending}
      closeOnEscape={!verify.isPending}
    >
      {opened ? <StepUpForm verify={verify} onCancel={cancel} /> : null}
    </Modal>
  );
}

interface StepUpFormProps {
  verify: ReturnType<typeof useVerifyStepUp>;
  onCancel: () => void;
}

function StepUpForm({ verify, onCancel }: StepUpFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: formSchema(appCodeFormSchema, {
      code: { blank: StepUpTexts.codeRequired, invalid_format: StepUpTexts.codeInvalid },
    }),
  });

  const submit = form.onSubmit(({ code }) => {
    verify.mutate(code.trim(), {
      onSuccess: () => {
        verify.reset();
        answerStepUp(true);
      },
      onError: (error) => {
        // A session that ended meanwhile is on its way to sign-in (lib/api-client.ts): nothing to retry.
        if (isApiError(error) && error.status === 401) {
          verify.reset();
          answerStepUp(false);
          return;
        }
        form.setFieldValue('code', '');
        input.current?.focus();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={StepUpTexts.title}>
      <Stack gap="md">
        <Text size="sm">{StepUpTexts.explanation}</Text>
        <FormError message={verify.isError ? messageOr(verify.error, StepUpTexts.notAccepted) : null} />
        <TextInput
          label={StepUpTexts.code}
          required
          withAsterisk={false}
          data-autofocus
          ref={input}
          {...APP_CODE_INPUT_PROPS}
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={verify.isPending}>
            {StepUpTexts.cancel}
          </Button>
          <Button type="submit" loading={verify.isPending}>
            {StepUpTexts.verify}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
