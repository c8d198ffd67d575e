import { StatusBadge } from '@/components/status-badge';
import type { ConnectionStatus } from '../hooks/use-chat-socket';

const LABELS: Record<ConnectionStatus, { text: string; color: string }> = {
  connecting: { text: 'Connecting…', color: 'gray' },
  connected: { text: 'Live', color: 'teal' },
  reconnecting: { text: 'Reconnecting…', color: 'yellow' },
  unavailable: { text: 'Offline', color: 'red' },
};

/** The state of the real-time connection, next to the screen's title. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  const { text, color } = LABELS[status];
  return (
    <StatusBadge color={color} role="status" aria-label={`Chat connection: ${text}`}>
      {text}
    </StatusBadge>
  );
}
