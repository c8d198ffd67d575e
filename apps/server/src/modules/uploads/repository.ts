import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UploadsTable } from '../../db/schema/auth-tables';

/** Records a stored file once; answers whether this call added it (false: the same image was stored before). */
export async function recordUpload(db: Kysely<Database>, row: Insertable<UploadsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('uploads')
    .values(row)
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
