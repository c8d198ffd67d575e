import { Checkbox, Group, Highlight, Stack, Text, VisuallyHidden } from '@mantine/core';
import { SelectableListItem } from '@/components/selectable-list-item';
import { formatDateTime } from '@/lib/format';
import { formatAge } from '../complaint-status';
import type { ComplaintView } from '../complaint-view';
import { WorkflowTexts } from '../texts';
import { ComplaintStatusBadge, ServiceLevelBadge } from './complaint-badges';
import classes from './complaint-list.module.css';

interface ComplaintListProps {
  /** Accessible name of the list, e.g. 'Vendor complaints'. */
  label: string;
  items: ComplaintView[];
  selectedId: number | null;
  /** The search term, highlighted in names and descriptions. */
  highlight: string;
  onSelect: (complaint: ComplaintView) => void;
  /** The time ages and service levels are measured at. */
  now: number;
  /** Checkboxes for a bulk action (docs/product/complaints.md#bulk-resolve). */
  checked?: (complaint: ComplaintView) => boolean;
  onCheck?: (complaint: ComplaintView, checked: boolean) => void;
}

/** The complaints of one page; each is a button that shows it in the detail pane. */
export function ComplaintList({
  label,
  items,
  selectedId,
  highlight,
  onSelect,
  now,
  checked,
  onCheck,
}: ComplaintListProps) {
  return (
    <div className={classes.scroll}>
      <Stack component="ul" aria-label={label} gap={0} m={0} p={0} className={classes.list}>
        {items.map((complaint) => (
          <SelectableListItem
            key={complaint.id}
            className={classes.item}
            selected={complaint.id === selectedId}
            onSelect={() => onSelect(complaint)}
            aside={
              onCheck ? (
                <Checkbox
                  // 24 px: a pointer target of at least 24 × 24 px (WCAG 2.2, 2.5.8).
                  size="md"
                  aria-label={WorkflowTexts.selectComplaint(complaint.id)}
                  checked={checked?.(complaint) ?? false}
                  onChange={(event) => onCheck(complaint, event.currentTarget.checked)}
                />
              ) : undefined
            }
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Highlight highlight={highlight} fw={600} size="sm" lineClamp={1} component="span">
                {complaint.name}
              </Highlight>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} component="span">
                {formatDateTime(complaint.date)}
              </Text>
            </Group>
            <Highlight highlight={highlight} size="sm" c="dimmed" lineClamp={2} component="span">
              {complaint.description}
            </Highlight>
            <Group gap={6} wrap="wrap">
              <ComplaintStatusBadge status={complaint.status} />
              <ServiceLevelBadge complaint={complaint} now={now} />
              <Text size="xs" c="dimmed" component="span">
                <VisuallyHidden>{WorkflowTexts.age}: </VisuallyHidden>
                {formatAge(complaint.date, now)}
              </Text>
            </Group>
          </SelectableListItem>
        ))}
      </Stack>
    </div>
  );
}
