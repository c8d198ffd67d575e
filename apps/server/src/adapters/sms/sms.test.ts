import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_OUTBOX_FILE as OUTBOX_FILE } from '@seva/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleSms } from './console-sms';
import { createHttpSms } from './http-sms';
import { SmsRefusedError } from './sms-sender';

describe('console SMS', () => {
  it('appends each message to the dev outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seva-sms-'));
    const sms = createConsoleSms(dir, pino({ level: 'silent' }));
    await sms.send('9876543210', 'code 123456');
    await sms.send('9876543211', 'code 654321');
    const lines = readFileSync(join(dir, OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { to: '9876543210', message: 'code 123456', sent_at: expect.any(String) },
      { to: '9876543211', message: 'code 654321', sent_at: expect.any(String) },
    ]);
  });

  it('adds a queued message’s reference, id, event and DLT template id, and answers an id from the reference', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seva-sms-'));
    const sms = createConsoleSms(dir, pino({ level: 'silent' }));
    const sent = await sms.send('9876543210', 'Hi Ravi', {
      reference: 'message:vendor.approved:abc',
      dltTemplateId: '1107161234567890123',
      details: { message_id: 7, event: 'vendor.approved' },
    });
    expect(sent).toEqual({ providerMessageId: 'console-message:vendor.approved:abc' });
    const [line] = readFileSync(join(dir, OUTBOX_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(line).toEqual({
      to: '9876543210',
      message: 'Hi Ravi',
      sent_at: expect.any(String),
      reference: 'message:vendor.approved:abc',
      message_id: 7,
      event: 'vendor.approved',
      dlt_template_id: '1107161234567890123',
      provider_message_id: 'console-message:vendor.approved:abc',
    });
  });
});

describe('HTTP SMS', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 202;
  let answer = '';
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('POSTs the message as JSON with the bearer token', async () => {
    await createHttpSms(url, 'secret-token').send('9876543210', 'code 123456');
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
      body: { to: '9876543210', message: 'code 123456' },
    });
  });

  it('sends the DLT template id and the reference (also as Idempotency-Key), and answers the gateway’s message id', async () => {
    status = 200;
    answer = JSON.stringify({ status: 'queued', message_id: 'gw-12345' });
    const sent = await createHttpSms(url, 'secret-token').send('9876543210', 'Hi Ravi', {
      dltTemplateId: '1107161234567890123',
      reference: 'message:vendor.approved:abc',
    });
    expect(sent).toEqual({ providerMessageId: 'gw-12345' });
    expect(received.at(-1)).toMatchObject({
      headers: { 'idempotency-key': 'message:vendor.approved:abc' },
      body: {
        to: '9876543210',
        message: 'Hi Ravi',
        dlt_template_id: '1107161234567890123',
        reference: 'message:vendor.approved:abc',
      },
    });
    answer = '';
    expect(await createHttpSms(url, undefined).send('9876543210', 'x')).toEqual({});
  });

  it('a 5xx, 408 or 429 answer is worth trying again; any other 4xx is a refusal', async () => {
    for (const retried of [500, 503, 408, 429]) {
      status = retried;
      answer = '';
      const error = await createHttpSms(url, undefined)
        .send('9876543210', 'x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SmsRefusedError);
      expect((error as Error).message).toBe(`SMS gateway answered ${retried}`);
    }
    for (const refused of [400, 401, 404, 422]) {
      status = refused;
      answer = JSON.stringify({ message: 'DLT template not registered' });
      const error = await createHttpSms(url, undefined)
        .send('9876543210', 'x')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsRefusedError);
      expect((error as Error).message).toBe(`SMS gateway answered ${refused}: DLT template not registered`);
    }
  });

  it('a gateway that cannot be reached is worth trying again', async () => {
    const error = await createHttpSms('http://127.0.0.1:9/sms', undefined)
      .send('9876543210', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsRefusedError);
    expect((error as Error).message).toBe('SMS gateway unreachable');
  });
});
