import { Divider, EmptyState, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageReport } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { usePermission } from '@/components/can';
import { DetailList } from '@/components/detail-list';
import { EntityTimeline } from '@/components/entity-timeline';
import { formatDateTime } from '@/lib/format';
import { type ComplaintView, complaintAuditEntity } from '../complaint-view';
import { ComplaintTexts } from '../texts';
import { ComplaintNotes } from './complaint-notes';
import { ComplaintReply } from './complaint-reply';
import { ComplaintWorkflow } from './complaint-workflow';

interface ComplaintDetailProps {
  complaint: ComplaintView | null;
  /** The search term, highlighted in the description. */
  highlight: string;
  /** The time ages and service levels are measured at. */
  now: number;
  /** The complaint as the server answered a change to it. */
  onChanged: (complaint: ComplaintView) => void;
}

/**
 * The detail pane: complaint id, date, email, mobile and description, then its workflow (status, moves,
 * assignee, service level), the reply, the notes and the audit history; or the prompt to pick one.
 */
export function ComplaintDetail({ complaint, highlight, now, onChanged }: ComplaintDetailProps) {
  const headingId = useId();
  const paneRef = useRef<HTMLElement>(null);
  const complaintKey = complaint ? `${complaint.kind}-${complaint.id}` : null;
  const canWork = usePermission('complaints.work');

  // On narrow screens the pane sits under the list: bring the chosen complaint into view.
  useEffect(() => {
    const pane = paneRef.current;
    if (complaintKey === null || !pane) return;
    if (pane.getBoundingClientRect().top > window.innerHeight * 0.6) {
      pane.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  }, [complaintKey]);

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={headingId}
      mih={280}
      pos="sticky"
      top={80}
    >
      {complaint ? (
        <Stack gap="md">
          <Title order={2} size="h4" id={headingId}>
            Complaint #{complaint.id}
          </Title>
          <DetailList
            items={[
              { label: 'Complaint ID', value: complaint.id },
              { label: 'Date', value: formatDateTime(complaint.date, { zone: true }) },
              { label: complaint.kind === 'vendor' ? 'Vendor name' : 'Customer name', value: complaint.name },
              { label: 'Email', value: complaint.email },
              { label: 'Mobile', value: complaint.mobile },
            ]}
          />
          <Stack gap={4} component="section" aria-label="Description">
            <Text size="xs" c="dimmed" fw={500}>
              Description
            </Text>
            <Highlight highlight={highlight} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {complaint.description}
            </Highlight>
          </Stack>
          <Divider />
          {/* Keyed: another complaint starts with fresh forms and no earlier failure shown. */}
          <Stack gap="lg" key={complaintKey}>
            <ComplaintWorkflow complaint={complaint} now={now} onChanged={onChanged} />
            {canWork ? <ComplaintReply complaint={complaint} onChanged={onChanged} /> : null}
            <ComplaintNotes complaint={complaint} />
            <EntityTimeline entity={complaintAuditEntity(complaint.kind)} id={complaint.id} />
          </Stack>
        </Stack>
      ) : (
        <EmptyState icon={<IconMessageReport aria-hidden size={28} />} withIndicatorBackground mt="xl">
          <EmptyState.Title order={2} id={headingId}>
            {ComplaintTexts.selectPrompt}
          </EmptyState.Title>
        </EmptyState>
      )}
    </Paper>
  );
}
