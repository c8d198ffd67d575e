/**
 * The Idempotency-Key of the apps' POSTs (docs/product/partner-api.md#idempotency): the first answer to
 * a key is stored and given again to a retry of the same request within IDEMPOTENCY_TTL_HOURS.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;
/** 1–255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;

export const IdempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable characters',
  otherRequest: 'This Idempotency-Key was used with another request.',
  inProgress: 'A request with this Idempotency-Key is still in progress.',
} as const;
