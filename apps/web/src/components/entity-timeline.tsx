import { Stack, Text, Timeline, Title } from '@mantine/core';
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
            <Timeline.Item
              key={entry.id}
              title={
                <Text size="sm" fw={600}>
                  {entry.action}
                </Text>
              }
            >
              <Text size="xs" c="dimmed">
                {entry.admin_name ?? 'System'} · {formatDateTime(entry.created_at, { zone: true })}
                {entry.ip ? ` · ${entry.ip}` : ''}
              </Text>
              <AuditChanges changes={entry.changes} label={`Changes of ${entry.action}`} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
