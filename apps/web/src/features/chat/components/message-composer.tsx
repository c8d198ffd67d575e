import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH } from '@seva/contract';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChatTexts } from '../texts';
import classes from './chat.module.css';

interface MessageComposerProps {
  /** Resolves true when the message was stored; the draft is then cleared. */
  onSend: (text: string) => Promise<boolean>;
  sending: boolean;
  /** A refusal (docs/product/chat.md#send-rules) or a failed send, shown under the input. */
  error: string | null;
  onEdit: () => void;
  /** The text the input starts with, e.g. a complaint quoted when answering it. */
  initialDraft?: string;
}

/** The input: Enter sends, Shift+Enter starts a new line; the Send button does the same as Enter. */
export function MessageComposer({ onSend, sending, error, onEdit, initialDraft = '' }: MessageComposerProps) {
  const [draft, setDraft] = useState(initialDraft);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // A prepared draft (a quoted complaint) is meant to be written under: focus it with the caret at the end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the draft the composer opened with.
  useEffect(() => {
    const input = inputRef.current;
    if (!initialDraft || !input) return;
    input.focus();
    input.setSelectionRange(initialDraft.length, initialDraft.length);
  }, []);
  const errorId = 'chat-send-error';

  const submit = async () => {
    if (sending) return;
    const text = draft;
    if (await onSend(text)) setDraft((current) => (current === text ? '' : current));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className={classes.composer} onSubmit={onSubmit} aria-label="Send a message">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Textarea
          ref={inputRef}
          aria-label={ChatTexts.messageLabel}
          placeholder={ChatTexts.messagePlaceholder}
          autosize
          minRows={1}
          maxRows={5}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={draft}
          onChange={(event) => {
            setDraft(event.currentTarget.value);
            if (error) onEdit();
          }}
          onKeyDown={onKeyDown}
          error={error !== null}
          aria-describedby={error ? errorId : undefined}
          style={{ flex: 1 }}
          radius="md"
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="md"
          color="teal"
          aria-label={ChatTexts.send}
          loading={sending}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {error ? (
        <Text id={errorId} role="alert" c="red" size="sm" mt={6}>
          {error}
        </Text>
      ) : null}
    </form>
  );
}
