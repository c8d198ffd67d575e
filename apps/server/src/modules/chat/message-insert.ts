import type { Insertable, Kysely } from 'kysely';
import type { Dialect } from '../../db/driver/database';
import type { Database } from '../../db/schema';
import type { ChatMessagesTable } from '../../db/schema/marketplace-tables';

export type NewChatMessage = Insertable<ChatMessagesTable> & { sent_at: string };

/**
 * Stores a chat message and makes it its room's last message (unless a later one got there first),
 * atomically (inside the caller's transaction when `db` is one); returns the new message_id. PostgreSQL does both in one statement (data-modifying CTEs),
 * one round trip instead of four on the chat hot path; SQLite, which runs in-process, uses a transaction.
 */
export async function insertChatMessage(
  db: Kysely<Database>,
  dialect: Dialect,
  message: NewChatMessage,
): Promise<number> {
  const last = { last_message: message.message, last_message_at: message.sent_at };
  if (dialect === 'postgres') {
    const row = await db
      .with('m', (qb) => qb.insertInto('chat_messages').values(message).returning('message_id'))
      .with('r', (qb) =>
        qb
          .updateTable('chat_rooms')
          .set(last)
          .where('room_id', '=', message.room_id)
          .where((eb) =>
            eb.or([eb('last_message_at', 'is', null), eb('last_message_at', '<=', message.sent_at)]),
          )
          .returning('room_id'),
      )
      .selectFrom('m')
      .select('message_id')
      .executeTakeFirstOrThrow();
    return row.message_id;
  }
  if (db.isTransaction) return insertAndMarkLast(db, message, last);
  return db.transaction().execute((trx) => insertAndMarkLast(trx, message, last));
}

async function insertAndMarkLast(
  trx: Kysely<Database>,
  message: NewChatMessage,
  last: { last_message: string; last_message_at: string },
): Promise<number> {
  const { message_id } = await trx
    .insertInto('chat_messages')
    .values(message)
    .returning('message_id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('chat_rooms')
    .set(last)
    .where('room_id', '=', message.room_id)
    .where((eb) => eb.or([eb('last_message_at', 'is', null), eb('last_message_at', '<=', message.sent_at)]))
    .execute();
  return message_id;
}
