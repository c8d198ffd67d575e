import { runServer } from '../serve';

/**
 * The server as `npm start` runs it, plus one outbox kind only tests deliver (`test.record`), for the
 * tests of several processes and of a kill mid-delivery (modules/outbox/outbox-processes.test.ts). Each
 * attempt is POSTed to OUTBOX_TEST_RECEIVER (the test's stand-in for a provider) with the row's dedupe key
 * as its `Idempotency-Key`, as a real handler sends its provider one; any answer but 200 fails the attempt.
 */
const TEST_RECORD_KIND = 'test.record';

runServer({
  apiRoutes: async (api) => {
    const receiver = process.env.OUTBOX_TEST_RECEIVER;
    if (!receiver) throw new Error('OUTBOX_TEST_RECEIVER is not set');
    api.shared.outbox.register(TEST_RECORD_KIND, async (payload, { id, attempt, dedupeKey, signal }) => {
      const res = await fetch(receiver, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': dedupeKey },
        body: JSON.stringify({ id, attempt, payload, pid: process.pid }),
        signal,
      });
      if (res.status !== 200) throw new Error(`the receiver answered ${res.status}`);
    });
  },
});
