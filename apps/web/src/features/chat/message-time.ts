import { formatDate, formatDateTime, formatTime, isMissing, isSameIndiaDay } from '@/lib/format';

/** The instant, or null when it is missing or unreadable (a chat shows nothing then). */
function parse(value: string | null | undefined): Date | null {
  if (isMissing(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A time in a message bubble (docs/product/chat.md#conversation-pane): `14:05` today (India time), otherwise
 * the date and time with its zone, `17 Nov 2026, 14:05 IST`.
 */
export function formatMessageTime(value: string | null | undefined, now = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  return isSameIndiaDay(date, now) ? formatTime(date) : formatDateTime(date, { zone: true });
}

/** The time of a vendor's last message in the list: `14:05` today (India time), else the date, `21 Nov 2026`. */
export function formatListTime(value: string | null | undefined, now = new Date()): string {
  const date = parse(value);
  if (!date) return '';
  return isSameIndiaDay(date, now) ? formatTime(date) : formatDate(date);
}
