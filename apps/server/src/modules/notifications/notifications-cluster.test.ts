import type { NotificationCounts } from '@seva/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, collect, connected, pause } from '../../test/chat-clients';
import { insertChatVendor, insertVendor, insertVendorComplaint } from '../../test/factories';
import {
  buildServerBundle,
  requestJson,
  type ServerProcess,
  signInAdmin,
  startServerProcess,
  stopServerProcess,
} from '../../test/server-process';
import { TEST_ADMIN } from '../../test/test-app';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { ensureAdmin } from '../auth/bootstrap';

async function pushed(seen: NotificationCounts[], test: (c: NotificationCounts) => boolean) {
  const until = Date.now() + 8000;
  while (Date.now() < until) {
    const hit = seen.find(test);
    if (hit) return hit;
    await pause(50);
  }
  throw new Error(`no matching notificationCounts; saw ${JSON.stringify(seen)}`);
}

describe(`the bell's pushes cross processes through Redis (${testDialect})`, () => {
  let database: TestDatabase;
  let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: ChatClient[] = [];

  beforeAll(async () => {
    bundle = await buildServerBundle();
    database = await createTestDatabase();
    await ensureAdmin(database.handle.db, { ...TEST_ADMIN });
    [a, b] = await Promise.all([
      startServerProcess(bundle.entry, database.url),
      startServerProcess(bundle.entry, database.url),
    ]);
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    await Promise.all([a && stopServerProcess(a), b && stopServerProcess(b)]);
    await database?.drop();
    bundle?.remove();
  }, 30_000);

  it("a decision and a read on one process reach the admin's socket on the other", async () => {
    const db = database.handle.db;
    const applicant = await insertVendor(db);
    await insertVendorComplaint(db, await insertChatVendor(db));
    const onA = await signInAdmin(a);
    const onB = await signInAdmin(b);
    const socket = await connected(b.url, onB);
    sockets.push(socket);
    const seen = collect(socket, 'notificationCounts');
    const start = (await requestJson(`${b.url}/api/v1/admin/notifications`, 'GET', undefined, onB)).body.data
      .counts as NotificationCounts;
    expect(start.new_complaints).toBe(1);

    const approved = await requestJson(
      `${a.url}/api/v1/admin/data/updatevendors`,
      'PUT',
      { vendor_id: applicant.vendor_id, is_approved: 1 },
      onA,
    );
    expect(approved.status).toBe(200);
    await pushed(seen, (c) => c.pending_approvals === start.pending_approvals - 1);

    const read = await requestJson(`${a.url}/api/v1/admin/notifications/read`, 'POST', { kind: 'all' }, onA);
    expect(read.status).toBe(200);
    await pushed(seen, (c) => c.new_complaints === 0);
  }, 30_000);
});
