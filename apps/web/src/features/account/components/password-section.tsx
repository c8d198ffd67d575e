import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordBodySchema } from '@seva/contract';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { isApiError, messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useChangePassword } from '../api/change-password';
import { PasswordFieldTexts, PasswordTexts, VISIBILITY_TOGGLE_PROPS } from '../texts';

/** The contract's body, and the new password's second copy that must match it. */
const passwordFormSchema = changePasswordBodySchema
  .extend({ confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    path: ['confirm_password'],
    message: PasswordTexts.mismatch,
    when: () => true,
  });

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };
type PasswordField = keyof typeof EMPTY;

/**
 * `Password`: the current password, the new one twice. The server's refusal (a wrong current password, the
 * same password again, too many tries) shows in the form, and marks the field it names.
 */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm({
    initialValues: EMPTY,
    validate: formSchema(passwordFormSchema, PasswordFieldTexts),
    onValuesChange: () => {
      if (change.isError) change.reset();
    },
  });

  // Mantine's PasswordInput marks its error by style only: the input says so to assistive technology too.
  const inputProps = (field: PasswordField) => ({
    ...form.getInputProps(field),
    'aria-invalid': form.errors[field] ? true : undefined,
  });

  const submit = form.onSubmit(({ current_password, new_password }) => {
    change.mutate(
      { current_password, new_password },
      {
        onSuccess: (message) => {
          notifications.show({ color: 'teal', message: message || PasswordTexts.changed });
          form.reset();
        },
        onError: (error) => {
          // The field the server names is marked; its words are the form's error, shown once.
          const named = isApiError(error)
            ? error.issues.map((issue) => issue.path).filter((path): path is PasswordField => path in EMPTY)
            : [];
          for (const field of named) form.setFieldError(field, true);
          const first = named[0];
          if (first) document.getElementById(fieldId(first))?.focus();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          id={fieldId('current_password')}
          label={PasswordTexts.current}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          {...inputProps('current_password')}
        />
        <PasswordInput
          id={fieldId('new_password')}
          label={PasswordTexts.next}
          description={PasswordTexts.nextHint}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          {...inputProps('new_password')}
        />
        <PasswordInput
          id={fieldId('confirm_password')}
          label={PasswordTexts.confirm}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={VISIBILITY_TOGGLE_PROPS}
          {...inputProps('confirm_password')}
        />
        <FormError
          title={PasswordTexts.failed}
          message={change.isError ? messageOr(change.error, PasswordTexts.failed) : null}
        />
        <Group>
          <Button type="submit" loading={change.isPending}>
            {PasswordTexts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function fieldId(field: PasswordField): string {
  return `account-${field.replace('_', '-')}`;
}
