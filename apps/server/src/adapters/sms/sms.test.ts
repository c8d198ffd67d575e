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
});

describe('HTTP SMS', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 202;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) });
      res.writeHead(status).end();
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

  it('fails when the gateway refuses', async () => {
    status = 500;
    await expect(createHttpSms(url, undefined).send('9876543210', 'x')).rejects.toThrow('500');
  });
});
