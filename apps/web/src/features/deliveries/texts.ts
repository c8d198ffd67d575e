import type { MantineColor } from '@mantine/core';
import { OUTBOX_MAX_ATTEMPTS, type OutboxStatus } from '@seva/contract';

/** The Deliveries screen's words (docs/product/deliveries.md#screen). */
export const DeliveriesTexts = {
  title: 'Deliveries',
  summary: (total: number) => `${total.toLocaleString('en-IN')} ${total === 1 ? 'delivery' : 'deliveries'}`,
  statusFilter: 'Status',
  anyStatus: 'Any status',
  kindFilter: 'Kind',
  kindPlaceholder: 'e.g. refund.request',
  kindInvalid: 'A kind is lower-case words joined by . _ or -, e.g. refund.request',
  clearFilters: 'Clear filters',
  table: 'Deliveries',
  empty: 'No deliveries yet',
  noMatching: 'No deliveries match these filters',
  loadFailed: 'Failed to fetch the deliveries',
  attempts: (n: number) => `${n} of ${OUTBOX_MAX_ATTEMPTS}`,
  none: '—',
  retry: 'Retry',
  confirmRetry: (id: number) => `Retry delivery #${id}?`,
  retryDetail:
    'It is tried again now, with 12 attempts from the start. The provider is sent the same key, so it never acts on it twice.',
  retried: (id: number) => `Delivery #${id} will be tried again now.`,
  retryFailed: (id: number, message: string) => `Delivery #${id} was not retried: ${message}`,
} as const;

/** Each status as the screen writes it, and its colour. */
export const STATUS_WORDS: Record<OutboxStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  dead: 'Failed',
  done: 'Done',
};
export const STATUS_COLORS: Record<OutboxStatus, MantineColor> = {
  pending: 'blue',
  retrying: 'yellow',
  dead: 'red',
  done: 'teal',
};
