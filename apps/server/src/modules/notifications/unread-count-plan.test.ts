import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertChatMessages, insertChatRoom, insertChatVendor } from '../../test/factories';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test/test-database';
import { countUnreadMessages } from './repository';

/**
 * The bell recounts an admin's unread messages on every vendor message (push.ts). When SQLite's
 * statistics were gathered while one room held every message, chat_messages_room_idx looked
 * unselective and each recount read every message of every room (migration 2026-11-24-130, ADR 026).
 */
describe.skipIf(testDialect !== 'sqlite')('unread messages count plan on sqlite', () => {
  let database: TestDatabase;
  let adminId: number;
  let count: { sql: string; parameters: readonly unknown[] } | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    const admin = await db
      .insertInto('admins')
      .values({ name: 'Asha', email: 'asha@seva.test', phone: '9000000001', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
    const rooms = [];
    for (let i = 0; i < 20; i++) {
      const vendor = await insertChatVendor(db);
      const roomId = await insertChatRoom(db, vendor.vendor_id, adminId);
      rooms.push({ room_id: roomId, vendor_id: vendor.vendor_id, admin_id: adminId });
    }
    await insertChatMessages(db, rooms[0]!, 400);
    await sql`analyze`.execute(db);
    for (const room of rooms.slice(1)) await insertChatMessages(db, room, 4);
    database.handle.observeQueries((event) => {
      if (event.query.sql.includes('"chat_messages"')) count = event.query;
    });
    expect(await countUnreadMessages(db, adminId)).toBe(200 + 19 * 2);
  });

  afterAll(() => database.drop());

  it('reads each room through the room and sender index, never every message', async () => {
    const plan = await database.handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${count!.sql}`, [...count!.parameters]),
    );
    expect(plan.rows.map((row) => row.detail).join(' | ')).toMatch(/chat_messages_room_sender_idx/);
  });
});
