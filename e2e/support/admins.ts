import type { APIRequestContext } from '@playwright/test';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { runSync, sqliteQueries } from '../../apps/server/src/test/fixtures';
import { type AdminSession, loginThroughApi } from './auth-api';
import { randomDigits, uniqueTag } from './booking-rows';
import { withDatabase } from './database';

/**
 * A new admin of its own, signed in through the API: for stories about what is kept per admin (the
 * bell's seen marks and dismissed items, its chat rooms), which the shared admin's other stories would
 * change under them. The server has no route that adds an admin, so the row goes into the database.
 */
export async function anotherAdmin(request: APIRequestContext): Promise<AdminSession> {
  const tag = uniqueTag()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const email = `admin-${tag}@seva.test`;
  const password = `Bell-${tag}-Pass1`;
  const password_hash = await hashPassword(password);
  withDatabase((db) =>
    runSync(
      db,
      sqliteQueries
        .insertInto('admins')
        .values({ name: `Admin ${tag}`, email, phone: `7${randomDigits(9)}`, password_hash })
        .returning('id'),
    ),
  );
  return loginThroughApi(request, { email, password });
}
