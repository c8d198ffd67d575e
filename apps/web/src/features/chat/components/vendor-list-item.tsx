import { Avatar, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ChatVendor } from '@seva/contract';
import { SelectableListItem } from '@/components/selectable-list-item';
import { formatListTime } from '../message-time';
import classes from './chat.module.css';

interface VendorListItemProps {
  vendor: ChatVendor;
  selected: boolean;
  unread: boolean;
  onSelect: (vendor: ChatVendor) => void;
}

/** A vendor in the left pane: name, email, last message and its time; a dot marks unread messages. */
export function VendorListItem({ vendor, selected, unread, onSelect }: VendorListItemProps) {
  return (
    <SelectableListItem className={classes.vendor} selected={selected} onSelect={() => onSelect(vendor)}>
      <Avatar name={vendor.vendor_name} color="initials" radius="xl" size="md" aria-hidden />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate>
            {vendor.vendor_name}
          </Text>
          {vendor.last_message_at ? (
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={vendor.last_message_at}
              style={{ flexShrink: 0 }}
            >
              {formatListTime(vendor.last_message_at)}
            </Text>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {vendor.vendor_email}
        </Text>
        {vendor.last_message ? (
          <Group wrap="nowrap" gap={6} mt={2}>
            <Text
              size="sm"
              c={unread ? undefined : 'dimmed'}
              fw={unread ? 600 : 400}
              truncate
              style={{ flex: 1 }}
            >
              {vendor.last_message}
            </Text>
            {unread ? (
              <>
                <span className={classes.unreadDot} aria-hidden />
                <VisuallyHidden>(unread)</VisuallyHidden>
              </>
            ) : null}
          </Group>
        ) : null}
      </div>
    </SelectableListItem>
  );
}
