import type { IncomingMessage } from 'node:http';
import pino from 'pino';

/**
 * Query parameters whose values may be logged: paging, sorting, filters by enumeration, id or category.
 * Any other value is replaced, e.g. a search `q` or `name` (a person's name or phone number) and the
 * socket.io `token`.
 */
const LOGGED_QUERY_PARAMS = new Set([
  'limit',
  'offset',
  'sort',
  'before',
  'assigned',
  'eligible',
  'view',
  'state',
  'category',
  'service_cat_id',
  'is_blocked',
  'entity',
  'entity_id',
  'action',
]);

/** The URL with the value of every query parameter not in LOGGED_QUERY_PARAMS replaced by [redacted]. */
export function redactUrl(url: string | undefined): string | undefined {
  const start = url?.indexOf('?') ?? -1;
  if (url === undefined || start < 0) return url;
  const params = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      return LOGGED_QUERY_PARAMS.has(name) ? pair : `${name}=[redacted]`;
    });
  return `${url.slice(0, start)}?${params.join('&')}`;
}

/**
 * Secrets and personal data, wherever a log call puts them at the top level or one level down (e.g.
 * `{ body: { phone } }`). Request bodies and headers are not logged at all (see the req serializer);
 * `detail` is PostgreSQL's error detail, which quotes the values of a violated key.
 */
const REDACTED_KEYS = [
  'authorization',
  'password',
  'otp',
  'token',
  'phone',
  'mobile',
  'vendor_mobile',
  'email',
  'vendor_email',
  'customer_email',
  'aadhar',
  'pan',
  'accountNumber',
  'detail',
];

export function createLogger(level: pino.Level | 'silent', destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`])],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: IncomingMessage & { ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    destination,
  );
}
