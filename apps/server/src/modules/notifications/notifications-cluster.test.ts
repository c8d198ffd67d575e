import type { NotificationCounts } from '@seva/contract';
import { describe, expect, it } from 'vitest';
import { collect, connected, pause } from '../../test/chat-clients';
import { insertChatVendor, insertVendor, insertVendorComplaint } from '../../test/factories';
import { serverCluster } from '../../test/server-cluster';
import { requestJson, signInAdmin } from '../../test/server-process';
import { testDialect } from '../../test/test-database';

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
  const cluster = serverCluster();
  const { sockets } = cluster;

  it("a decision and a read on one process reach the admin's socket on the other", async () => {
    const db = cluster.database.handle.db;
    const applicant = await insertVendor(db);
    await insertVendorComplaint(db, await insertChatVendor(db));
    const onA = await signInAdmin(cluster.a);
    const onB = await signInAdmin(cluster.b);
    const socket = await connected(cluster.b.url, onB);
    sockets.push(socket);
    const seen = collect(socket, 'notificationCounts');
    const start = (await requestJson(`${cluster.b.url}/api/v1/admin/notifications`, 'GET', undefined, onB))
      .body.data.counts as NotificationCounts;
    expect(start.new_complaints).toBe(1);

    const approved = await requestJson(
      `${cluster.a.url}/api/v1/admin/data/updatevendors`,
      'PUT',
      { vendor_id: applicant.vendor_id, is_approved: 1 },
      onA,
    );
    expect(approved.status).toBe(200);
    await pushed(seen, (c) => c.pending_approvals === start.pending_approvals - 1);

    const read = await requestJson(
      `${cluster.a.url}/api/v1/admin/notifications/read`,
      'POST',
      { kind: 'all' },
      onA,
    );
    expect(read.status).toBe(200);
    await pushed(seen, (c) => c.new_complaints === 0);
  }, 30_000);
});
