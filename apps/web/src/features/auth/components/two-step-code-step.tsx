import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TeamMessages } from '@seva/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { APP_CODE_INPUT_PROPS, appCodeFormSchema, recoveryCodeFormSchema } from '@/lib/two-step-code';
import { useLoginWithCode } from '../api/login-with-code';
import { TwoStepTexts } from '../messages';

type CodeKind = 'app' | 'recovery';

interface TwoStepCodeStepProps {
  /** From POST /admin/login's `{ mfa_required, mfa_token }`. */
  mfaToken: string;
  /** The session is stored: go where a sign-in goes. */
  onSignedIn: () => void;
  /** `Back`: to the password step. */
  onBack: () => void;
  /** The mfa_token is spent (expired, or five wrong codes): to the password step with the server's message. */
  onExpired: (message: string) => void;
}

/**
 * The second step of signing in with two-step sign-in on (docs/product/shell-and-sign-in.md#two-step-code):
 * a code from the authenticator app, or a recovery code in its place, sent with the mfa_token to
 * `POST /admin/login/mfa`. A wrong code stays here under the server's message with the field emptied.
 */
export function TwoStepCodeStep({ mfaToken, onSignedIn, onBack, onExpired }: TwoStepCodeStepProps) {
  const [kind, setKind] = useState<CodeKind>('app');
  const login = useLoginWithCode();

  const submit = (code: string, clear: () => void) => {
    login.mutate(
      { mfa_token: mfaToken, code },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error.message === TeamMessages.mfaTokenInvalid) onExpired(error.message);
          else clear();
        },
      },
    );
  };

  const switchKind = () => {
    login.reset();
    setKind(kind === 'app' ? 'recovery' : 'app');
  };

  return (
    <Stack gap="lg">
      <Text fw={600}>{TwoStepTexts.title}</Text>
      <CodeForm
        key={kind}
        kind={kind}
        error={login.isError ? errorMessage(login.error) : null}
        pending={login.isPending}
        onSubmit={submit}
        onSwitchKind={switchKind}
      />
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            {TwoStepTexts.back}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

interface CodeFormProps {
  kind: CodeKind;
  error: string | null;
  pending: boolean;
  onSubmit: (code: string, clear: () => void) => void;
  onSwitchKind: () => void;
}

/** One kind of code: its field (focused on arrival), the switch to the other kind and `Verify`. */
function CodeForm({ kind, error, pending, onSubmit, onSwitchKind }: CodeFormProps) {
  const app = kind === 'app';
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { code: '' },
    validate: app
      ? formSchema(appCodeFormSchema, {
          code: { blank: TwoStepTexts.appCodeRequired, invalid_format: TwoStepTexts.appCodeInvalid },
        })
      : formSchema(recoveryCodeFormSchema, { code: { blank: TwoStepTexts.recoveryCodeRequired } }),
  });

  useEffect(() => {
    input.current?.focus();
  }, []);

  const handleSubmit = form.onSubmit(({ code }) =>
    onSubmit(code.trim(), () => {
      form.setFieldValue('code', '');
      input.current?.focus();
    }),
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={TwoStepTexts.title}>
      <Stack gap="md">
        <FormError message={error} />
        <TextInput
          ref={input}
          label={app ? TwoStepTexts.appCode : TwoStepTexts.recoveryCode}
          description={app ? TwoStepTexts.appCodeHint : TwoStepTexts.recoveryCodeHint}
          required
          withAsterisk={false}
          {...(app
            ? APP_CODE_INPUT_PROPS
            : { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 32 })}
          {...form.getInputProps('code')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={onSwitchKind}>
            {app ? TwoStepTexts.useRecoveryCode : TwoStepTexts.useAppCode}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={pending}>
          {TwoStepTexts.verify}
        </Button>
      </Stack>
    </form>
  );
}
