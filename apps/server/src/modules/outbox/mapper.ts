import { maskKycNumber, type OutboxDelivery } from '@seva/contract';
import type { OutboxRow } from './repository';

/**
 * A delivery as the admin API shows it (docs/product/deliveries.md#api): without its payload, and with
 * `next_attempt_at` only while another attempt will come; a message's recipient masked but its last 4
 * digits (as KYC numbers are), its text and the provider's id.
 */
export function toDelivery(row: OutboxRow): OutboxDelivery {
  const waiting = row.status === 'pending' || row.status === 'retrying';
  return {
    id: row.id,
    kind: row.kind,
    dedupe_key: row.dedupe_key,
    status: row.status,
    attempts: row.attempts,
    next_attempt_at: waiting ? row.next_attempt_at : null,
    last_error: row.last_error,
    created_at: row.created_at,
    updated_at: row.updated_at,
    done_at: row.done_at,
    recipient: row.message_to ? maskKycNumber(row.message_to) : null,
    text: row.message_text ?? null,
    provider_message_id: row.message_provider_id ?? null,
  };
}
