import {
  Alert,
  Button,
  Drawer,
  Group,
  Paper,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  MESSAGE_CHANNELS,
  type MessageChannel,
  type MessageTemplate,
  MessageTemplateMessages,
  type UpdateMessageTemplateBody,
  updateMessageTemplateBodySchema,
} from '@seva/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-paged-search';
import { useMessagePreview } from '../api/preview-message-template';
import { useUpdateMessageTemplate } from '../api/update-message-template';
import { CHANNEL_WORDS, TemplateTexts } from '../texts';

interface TemplateEditorProps {
  /** The template edited; null keeps the drawer closed. */
  template: MessageTemplate | null;
  onClose: () => void;
}

/**
 * docs/product/message-templates-screen.md#editing: the text (placeholders inserted at the cursor), the
 * channel, the DLT template id, the WhatsApp template name and Enabled, with a live preview of the draft
 * rendered by the server for the event's sample. Save sends what changed.
 */
export function TemplateEditor({ template, onClose }: TemplateEditorProps) {
  return (
    <Drawer
      opened={template !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={template ? TemplateTexts.editTitle(template.label) : TemplateTexts.title}
    >
      {template ? <TemplateForm key={template.key} template={template} onClose={onClose} /> : null}
    </Drawer>
  );
}

interface FormValues {
  text: string;
  channel: MessageChannel;
  dlt_template_id: string;
  whatsapp_template: string;
  enabled: boolean;
}

const fields = updateMessageTemplateBodySchema.shape;

/** The contract's fields under the form's names; an empty id or name is none (sent as null). */
const editSchema = z
  .object({
    text: fields.text.unwrap(),
    channel: fields.channel.unwrap(),
    dlt_template_id: z.union([z.literal(''), fields.dlt_template_id.unwrap().unwrap()]),
    whatsapp_template: z.union([z.literal(''), fields.whatsapp_template.unwrap().unwrap()]),
    enabled: fields.enabled.unwrap(),
  })
  .refine((v) => v.channel !== 'whatsapp' || v.whatsapp_template.trim() !== '', {
    path: ['whatsapp_template'],
    message: MessageTemplateMessages.whatsappTemplateRequired,
  });

function valuesOf(template: MessageTemplate): FormValues {
  return {
    text: template.text,
    channel: template.channel,
    dlt_template_id: template.dlt_template_id ?? '',
    whatsapp_template: template.whatsapp_template ?? '',
    enabled: template.enabled,
  };
}

/** The fields the operator changed, as PUT takes them. */
function changedBody(saved: FormValues, draft: FormValues): UpdateMessageTemplateBody {
  const body: UpdateMessageTemplateBody = {};
  if (draft.text.trim() !== saved.text) body.text = draft.text.trim();
  if (draft.channel !== saved.channel) body.channel = draft.channel;
  const dlt = draft.dlt_template_id.trim();
  if (dlt !== saved.dlt_template_id) body.dlt_template_id = dlt === '' ? null : dlt;
  const whatsapp = draft.whatsapp_template.trim();
  if (whatsapp !== saved.whatsapp_template) body.whatsapp_template = whatsapp === '' ? null : whatsapp;
  if (draft.enabled !== saved.enabled) body.enabled = draft.enabled;
  return body;
}

function TemplateForm({ template, onClose }: { template: MessageTemplate; onClose: () => void }) {
  const saved = valuesOf(template);
  const form = useForm<FormValues>({
    initialValues: saved,
    validate: formSchema<FormValues>(editSchema, {
      text: { blank: TemplateTexts.textRequired },
      dlt_template_id: { invalid_format: TemplateTexts.dltInvalid, invalid_union: TemplateTexts.dltInvalid },
      whatsapp_template: {
        invalid_format: TemplateTexts.whatsappInvalid,
        invalid_union: TemplateTexts.whatsappInvalid,
      },
    }),
  });
  const update = useUpdateMessageTemplate();
  const [failure, setFailure] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const body = changedBody(saved, form.values);
  const changed = Object.keys(body).length > 0;

  /** `{name}` in place of the text's selection (at the cursor), the cursor left after it. */
  function insertPlaceholder(name: string) {
    const text = form.values.text;
    const element = textRef.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const token = `{${name}}`;
    form.setFieldValue('text', `${text.slice(0, start)}${token}${text.slice(end)}`);
    const cursor = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  }

  async function save() {
    setFailure(null);
    try {
      await update.mutateAsync({ key: template.key, body });
      notifications.show({ color: 'teal', message: TemplateTexts.saved(template.label) });
      onClose();
    } catch (error) {
      setFailure(messageOr(error, TemplateTexts.saveFailed));
    }
  }

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Text span ff="monospace" size="sm">
            {template.key}
          </Text>{' '}
          · {template.recipient === 'vendor' ? 'to the vendor' : 'to the customer'}
        </Text>
        {template.sends_by === template.channel ? null : (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {TemplateTexts.whatsappFallback}
          </Alert>
        )}
        <Stack gap={6}>
          <Textarea
            ref={textRef}
            label={TemplateTexts.labels.text}
            description={TemplateTexts.textDescription}
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            {...form.getInputProps('text')}
          />
          <Group gap={6} role="group" aria-label={TemplateTexts.placeholders}>
            {template.placeholders.map((name) => (
              <Button
                key={name}
                size="compact-sm"
                variant="light"
                ff="monospace"
                title={TemplateTexts.insert(name)}
                onClick={() => insertPlaceholder(name)}
              >
                {`{${name}}`}
              </Button>
            ))}
          </Group>
        </Stack>
        <PreviewPane template={template} text={form.values.text} />
        <Radio.Group label={TemplateTexts.labels.channel} {...form.getInputProps('channel')}>
          <Group gap="lg" mt={4}>
            {MESSAGE_CHANNELS.map((channel) => (
              <Radio key={channel} value={channel} label={CHANNEL_WORDS[channel]} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput
          label={TemplateTexts.labels.dlt_template_id}
          description={TemplateTexts.dltDescription}
          inputMode="numeric"
          maxLength={19}
          {...form.getInputProps('dlt_template_id')}
        />
        <TextInput
          label={TemplateTexts.labels.whatsapp_template}
          description={TemplateTexts.whatsappDescription}
          {...form.getInputProps('whatsapp_template')}
        />
        <Switch
          label={TemplateTexts.labels.enabled}
          description={TemplateTexts.enabledDescription}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <FormError title={TemplateTexts.saveFailed} message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {TemplateTexts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {TemplateTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The draft as the server renders it for the event's sample, asked after the usual pause in typing. */
function PreviewPane({ template, text }: { template: MessageTemplate; text: string }) {
  const [draft] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const preview = useMessagePreview(template.key, draft);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="template-preview-heading">
      <Stack gap={6}>
        <Title order={3} size="h6" id="template-preview-heading">
          {TemplateTexts.preview}
        </Title>
        {preview.isError ? (
          <QueryErrorAlert error={preview.error} title={TemplateTexts.previewFailed} />
        ) : preview.data ? (
          <>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {preview.data.text}
            </Text>
            <Text size="xs" c="dimmed" aria-live="polite">
              {TemplateTexts.length(preview.data)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {draft === '' ? TemplateTexts.textRequired : TemplateTexts.previewLoading}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {TemplateTexts.previewSample}
        </Text>
      </Stack>
    </Paper>
  );
}
