import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MessagesTable, MessageTemplatesTable } from '../../db/schema/message-tables';

export type MessageTemplateRow = Selectable<MessageTemplatesTable>;
export type MessageRow = Selectable<MessagesTable>;

/** An operator's version of the template of `key`, if one was saved. */
export function findTemplateRow(db: Kysely<Database>, key: string): Promise<MessageTemplateRow | undefined> {
  return db.selectFrom('message_templates').selectAll().where('key', '=', key).executeTakeFirst();
}

export type NewMessage = Omit<MessageRow, 'message_id' | 'created_at' | 'provider_message_id'>;

/** Writes a message; answers its id, or undefined when its dedupe key was written before (nothing is). */
export async function insertMessage(db: Kysely<Database>, message: NewMessage): Promise<number | undefined> {
  const row = await db
    .insertInto('messages')
    .values(message)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('message_id')
    .executeTakeFirst();
  return row?.message_id;
}

export function findMessage(db: Kysely<Database>, messageId: number): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

/** Keeps the id the provider gave the message (the first one it gave, should a retry be answered again). */
export async function setProviderMessageId(db: Kysely<Database>, messageId: number, providerId: string) {
  await db
    .updateTable('messages')
    .set({ provider_message_id: providerId })
    .where('message_id', '=', messageId)
    .where('provider_message_id', 'is', null)
    .execute();
}

/** Every saved template, with the name of the admin who last edited it. */
export function listTemplateRows(db: Kysely<Database>) {
  return db
    .selectFrom('message_templates as t')
    .leftJoin('admins as a', 'a.id', 't.updated_by')
    .selectAll('t')
    .select('a.name as updated_by_name')
    .execute();
}
export type MessageTemplateListRow = Awaited<ReturnType<typeof listTemplateRows>>[number];

export function findTemplateRowWithEditor(db: Kysely<Database>, key: string) {
  return db
    .selectFrom('message_templates as t')
    .leftJoin('admins as a', 'a.id', 't.updated_by')
    .selectAll('t')
    .select('a.name as updated_by_name')
    .where('t.key', '=', key)
    .executeTakeFirst();
}

/** Writes the operator's version of a template whole (insert, or replace the saved one). */
export async function upsertTemplateRow(
  db: Kysely<Database>,
  row: Omit<MessageTemplateRow, 'enabled'> & { enabled: 0 | 1 },
): Promise<void> {
  const { key, ...rest } = row;
  await db
    .insertInto('message_templates')
    .values(row)
    .onConflict((oc) => oc.column('key').doUpdateSet(rest))
    .execute();
}
