import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WhatsAppErrorBody, WhatsAppSendAnswer } from '../adapters/whatsapp/whatsapp-cloud';

/**
 * A local HTTP server that answers as Meta's WhatsApp Cloud API documents its template messages, for the
 * `whatsapp` adapter's and the messages' tests: `POST /{version}/{phone-number-id}/messages` with a bearer
 * token, answered `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: 'wamid.…' }] }`, and
 * Graph API errors `{ error: { message, type, code, error_subcode?, error_data?, fbtrace_id } }` (a wrong
 * token 401 code 190, a template it does not know 404 code 132001, a wrong parameter count 400 code
 * 132000). It records every request and can be told to answer an error of Meta's for a while.
 */

export const FAKE_WHATSAPP_TOKEN = 'fake-whatsapp-access-token-0123456789';
export const FAKE_WHATSAPP_PHONE_NUMBER_ID = '106540352242922';

export interface WhatsAppRecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
  answered: number;
}

/** A refusal of Meta's as the fake answers it: its HTTP status and its error. */
export interface FakeWhatsAppError {
  status: number;
  code: number;
  message: string;
  type?: string;
  error_subcode?: number;
}

/** Meta's documented errors the tests use. */
export const WHATSAPP_ERRORS = {
  /** Throughput: temporary. */
  rateLimit: { status: 400, code: 130429, message: '(#130429) Rate limit hit', type: 'OAuthException' },
  /** Something went wrong on Meta's side: temporary. */
  unknown: { status: 500, code: 131000, message: '(#131000) Something went wrong', type: 'OAuthException' },
  /** The message could not be delivered (not a WhatsApp user…): final. */
  undeliverable: {
    status: 400,
    code: 131026,
    message: '(#131026) Message Undeliverable',
    type: 'OAuthException',
  },
} satisfies Record<string, FakeWhatsAppError>;

export interface FakeWhatsApp {
  /** WHATSAPP_API_URL (with the Graph API version). */
  url: string;
  env(extra?: Record<string, string>): Record<string, string>;
  requests: WhatsAppRecordedRequest[];
  /** The templates Meta approved, with their body parameter counts. */
  templates: Map<string, number>;
  /** The next `times` sends (all, by default, until up()) answer `error`. */
  fail(error: FakeWhatsAppError, times?: number): void;
  up(): void;
  close(): Promise<void>;
}

const VERSION = 'v21.0';

export async function startFakeWhatsApp(): Promise<FakeWhatsApp> {
  const requests: WhatsAppRecordedRequest[] = [];
  const templates = new Map<string, number>();
  let failure: { error: FakeWhatsAppError; times: number } | undefined;

  function answer(res: ServerResponse, status: number, body: unknown, request: WhatsAppRecordedRequest) {
    request.answered = status;
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  function errorBody(error: FakeWhatsAppError): WhatsAppErrorBody {
    return {
      error: {
        message: error.message,
        type: error.type ?? 'OAuthException',
        code: error.code,
        ...(error.error_subcode ? { error_subcode: error.error_subcode } : {}),
        error_data: { messaging_product: 'whatsapp', details: error.message },
        fbtrace_id: `A${randomBytes(8).toString('hex')}`,
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const request: WhatsAppRecordedRequest = {
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      body,
      answered: 0,
    };
    requests.push(request);
    const refuse = (error: FakeWhatsAppError) => answer(res, error.status, errorBody(error), request);

    if (req.method !== 'POST' || path !== `/${VERSION}/${FAKE_WHATSAPP_PHONE_NUMBER_ID}/messages`) {
      return refuse({
        status: 400,
        code: 100,
        message: 'Unsupported post request.',
        type: 'GraphMethodException',
      });
    }
    if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) {
      return refuse({
        status: 401,
        code: 190,
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
      });
    }
    if (failure) {
      const { error } = failure;
      failure.times -= 1;
      if (failure.times <= 0) failure = undefined;
      return refuse(error);
    }
    const message = body as {
      messaging_product?: unknown;
      to?: unknown;
      type?: unknown;
      template?: { name?: unknown; language?: { code?: unknown }; components?: { parameters?: unknown[] }[] };
    };
    if (
      message?.messaging_product !== 'whatsapp' ||
      typeof message.to !== 'string' ||
      message.type !== 'template'
    ) {
      return refuse({ status: 400, code: 100, message: '(#100) Invalid parameter' });
    }
    const name = String(message.template?.name ?? '');
    const expected = templates.get(name);
    if (expected === undefined) {
      return refuse({
        status: 404,
        code: 132001,
        message: `(#132001) Template name does not exist in the translation`,
      });
    }
    const given = message.template?.components?.[0]?.parameters?.length ?? 0;
    if (given !== expected) {
      return refuse({
        status: 400,
        code: 132000,
        message: '(#132000) Number of parameters does not match the expected number of params',
      });
    }
    const sent: WhatsAppSendAnswer = {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: message.to }],
      messages: [{ id: `wamid.${randomBytes(12).toString('base64url')}` }],
    };
    return answer(res, 200, sent, request);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${VERSION}`;
  return {
    url,
    env: (extra = {}) => ({
      WHATSAPP_API_URL: url,
      WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP_PHONE_NUMBER_ID,
      WHATSAPP_TOKEN: FAKE_WHATSAPP_TOKEN,
      ...extra,
    }),
    requests,
    templates,
    fail(error, times = Number.POSITIVE_INFINITY) {
      failure = { error, times };
    },
    up() {
      failure = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
