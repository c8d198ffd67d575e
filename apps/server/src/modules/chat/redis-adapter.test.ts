import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisRelay } from '../../test/redis-relay';
import { connectRedisAdapter } from './redis-adapter';

describe('the chat Redis adapter', () => {
  const relay = new RedisRelay();
  afterEach(() => relay.cut());

  it('closes while Redis is away without leaving a rejection unhandled, and logs the unsent commands', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await relay.open();
      const handle = await connectRedisAdapter(`redis://127.0.0.1:${relay.port}`, 'seva:', log);
      const http = createServer();
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      const io = new Server(http, { adapter: handle.adapter });
      await handle.subscribed();

      await relay.cut();
      for (let i = 0; i < 50 && !lines.some((line) => line.includes('subscribe client error')); i++) {
        await sleep(20);
      }
      // The adapter's UNSUBSCRIBEs now wait for a Redis that is gone; closing the client rejects them.
      await io.close();
      await handle.close();
      await sleep(50);

      expect(unhandled).toEqual([]);
      expect(lines.some((line) => line.includes('chat Redis unsubscribe failed'))).toBe(true);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
