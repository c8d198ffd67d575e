import type { APIRequestContext } from '@playwright/test';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { runSync, sqliteQueries } from '../../apps/server/src/test/fixtures';
import { type AdminSession, loginThroughApi } from './auth-api';
import { randomDigits, uniqueTag } from './booking-rows';
import { withDatabase } from './database';

/** An admin of its own: its session, and the email and password it signs in with. */
export interface OwnAdmin extends AdminSession {
  email: string;
  password: string;
}

/**
 * A new admin of its own (an owner, unless `role` names another), signed in through the API: for stories
 * about what is kept per admin (the bell's seen marks and dismissed items, its chat rooms, its own
 * account), which the shared admin's other stories would change under them. The server has no route that
 * adds an admin, so the row goes into the database.
 */
export async function anotherAdmin(
  request: APIRequestContext,
  { role }: { role?: string } = {},
): Promise<OwnAdmin> {
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
        .values({
          name: `Admin ${tag}`,
          email,
          phone: `7${randomDigits(9)}`,
          password_hash,
          ...(role ? { role } : {}),
        })
        .returning('id'),
    ),
  );
  return { ...(await loginThroughApi(request, { email, password })), email, password };
}
