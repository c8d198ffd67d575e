import { Button, Stack, Textarea } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { QueryErrorAlert } from '@/components/query-error-alert';

interface NoteFormProps {
  label: string;
  submitLabel: string;
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
  requiredText,
  maxLength,
  sending,
  error,
  errorTitle,
  disabled = false,
  description,
  onSubmit,
}: NoteFormProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    const sent = text;
    if (await onSubmit(sent.trim())) setText((current) => (current === sent ? '' : current));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={maxLength}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? requiredText : undefined}
          description={description}
          disabled={disabled}
        />
        {error ? <QueryErrorAlert error={error} title={errorTitle} /> : null}
        <Button type="submit" size="xs" variant="light" loading={sending} disabled={disabled} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
