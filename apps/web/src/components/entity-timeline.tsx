import { Blockquote, Stack, Text, Timeline, Title } from '@mantine/core';
import { type AuditEntry, MESSAGE_EVENTS, type MessageChannel } from '@seva/contract';
import { useEntityTimeline } from '@/api/get-entity-timeline';
import { formatDateTime } from '@/lib/format';
import { AuditChanges } from './audit-changes';
import { usePermission } from './can';
import { LoadingIndicator } from './loading-indicator';
import { QueryErrorAlert } from './query-error-alert';

export const TIMELINE_TITLE = 'History';
export const NO_HISTORY = 'No changes recorded yet';

interface EntityTimelineProps {
  /** As in the audit rows: 'vendor', 'booking', 'customer'. */
  entity: string;
  id: string | number;
}

/**
 * An entity's history from the audit log, oldest first (docs/product/cockpit.md#audit-trail): who did
 * what, when (India time, with IST) and from where, with the fields each change changed. Part of the audit trail:
 * shown only to a member whose role has `audit.read`.
 */
export function EntityTimeline(props: EntityTimelineProps) {
  return usePermission('audit.read') ? <EntityHistory {...props} /> : null;
}

function EntityHistory({ entity, id }: EntityTimelineProps) {
  const timeline = useEntityTimeline(entity, id);
  const entries = timeline.data?.data ?? [];
  return (
    <Stack gap="xs" component="section" aria-label={TIMELINE_TITLE}>
      <Title order={3} size="h5">
        {TIMELINE_TITLE}
      </Title>
      {timeline.isError ? (
        <QueryErrorAlert
          error={timeline.error}
          title="Could not load the history"
          onRetry={() => timeline.refetch()}
        />
      ) : timeline.isPending ? (
        <LoadingIndicator />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_HISTORY}
        </Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
          {entries.map((entry) => (
            <TimelineEntry key={entry.id} entry={entry} />
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

const CHANNEL_WORDS: Record<MessageChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** A message written about the entity (audit action `message.queued`, docs/product/messages.md). */
interface QueuedMessage {
  event: string | null;
  channel: MessageChannel;
  to: string;
  text: string;
}

function queuedMessage(entry: AuditEntry): QueuedMessage | null {
  if (entry.action !== 'message.queued') return null;
  const after = entry.after as Partial<Record<keyof QueuedMessage, unknown>> | null;
  if (!after || typeof after.text !== 'string' || typeof after.to !== 'string') return null;
  const channel = after.channel === 'whatsapp' ? 'whatsapp' : 'sms';
  return {
    event: typeof after.event === 'string' ? after.event : null,
    channel,
    to: after.to,
    text: after.text,
  };
}

/** What a message was about: its template's label (`Application rejected`), or an admin's own text. */
function messageAbout(event: string | null): string {
  if (event === null) return 'Text written by an admin';
  return event in MESSAGE_EVENTS ? MESSAGE_EVENTS[event as keyof typeof MESSAGE_EVENTS].label : event;
}

/** One entry: a message reads as the message sent (`Message by SMS to XXXXXX3210` and its text), any other change as its fields. */
function TimelineEntry({ entry }: { entry: AuditEntry }) {
  const message = queuedMessage(entry);
  const title = message ? `Message by ${CHANNEL_WORDS[message.channel]} to ${message.to}` : entry.action;
  return (
    <Timeline.Item
      title={
        <Text size="sm" fw={600}>
          {title}
        </Text>
      }
    >
      <Text size="xs" c="dimmed">
        {message ? `${messageAbout(message.event)} · ` : ''}
        {entry.admin_name ?? 'System'} · {formatDateTime(entry.created_at, { zone: true })}
        {entry.ip ? ` · ${entry.ip}` : ''}
      </Text>
      {message ? (
        <Blockquote p="xs" mt={4} fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Blockquote>
      ) : (
        <AuditChanges changes={entry.changes} label={`Changes of ${entry.action}`} />
      )}
    </Timeline.Item>
  );
}
