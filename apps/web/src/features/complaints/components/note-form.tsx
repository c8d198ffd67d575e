import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { errorLine } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';

interface NoteFormProps {
  label: string;
  submitLabel: string;
  /** The contract's rule for the text, e.g. complaintReplyBodySchema.shape.text. */
  rule: z.ZodType;
  /** Shown under the textarea when it is submitted blank. */
  requiredText: string;
  maxLength: number;
  sending: boolean;
  /** The failed request, shown with `errorTitle`. */
  error: unknown;
  errorTitle: string;
  disabled?: boolean;
  /** Why the form is disabled, under the textarea. */
  description?: ReactNode;
  /** Resolves true once sent; the text is then cleared. */
  onSubmit: (text: string) => Promise<boolean>;
}

/** A textarea and its button: the complaint's `Add note` and `Reply by SMS`. */
export function NoteForm({
  label,
  submitLabel,
  rule,
  requiredText,
  maxLength,
  sending,
  error,
  errorTitle,
  disabled = false,
  description,
  onSubmit,
}: NoteFormProps) {
  const form = useForm({
    initialValues: { text: '' },
    validate: formSchema(z.object({ text: rule }), { text: { blank: requiredText } }),
  });

  const submit = form.onSubmit(async ({ text }) => {
    if (sending) return;
    if ((await onSubmit(text.trim())) && form.getValues().text === text) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={maxLength}
          {...form.getInputProps('text')}
          description={description}
          disabled={disabled}
        />
        <FormError message={error ? errorLine(errorMessage(error)) : null} title={errorTitle} />
        <Button type="submit" size="xs" variant="light" loading={sending} disabled={disabled} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
