import type { IncomingMessage } from 'node:http';
import pino from 'pino';

/** Tokens travel in the socket.io query string; they never reach the log. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/([?&](?:token|access_token)=)[^&]*/gi, '$1[redacted]');
}

export function createLogger(level: pino.Level | 'silent') {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        '*.password',
        '*.otp',
        '*.token',
        '*.aadhar',
        '*.pan',
        '*.accountNumber',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: IncomingMessage & { ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  });
}
