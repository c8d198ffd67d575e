/**
 * The Idempotency-Key of the apps' POSTs (docs/product/partner-api.md#idempotency): the first answer to
 * a key is stored and given again to a retry of the same request within IDEMPOTENCY_TTL_HOURS.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A claim still unanswered after this long was left by a server that stopped mid-request (no request
 * runs that long: Node ends one after 5 minutes), and the same request sent again takes it over.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_MINUTES = 10;
/** 1–255 printable ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;

export const IdempotencyMessages = {
  invalidKey: 'Idempotency-Key must be 1 to 255 printable characters',
  otherRequest: 'This Idempotency-Key was used with another request.',
  inProgress: 'A request with this Idempotency-Key is still in progress.',
} as const;
