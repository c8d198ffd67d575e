import type { APIRequestContext } from '@playwright/test';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { runSync, sqliteQueries } from '../../apps/server/src/test/fixtures';
import { type AdminSession, loginThroughApi } from './auth-api';
import { randomDigits, uniqueTag } from './booking-rows';
import { runWriteSync, withDatabase } from './database';

/** An admin account made for one story: what its sign-in needs. */
export interface AdminAccount {
  id: number;
  name: string;
  email: string;
  password: string;
}

/**
 * A new, active admin of its own (an owner unless `role` names another built-in role), not signed in: for
 * stories that sign in through the sign-in screen. The server has no route that adds an active admin (an
 * invitation needs a password reset first), so the row goes into the database.
 */
export async function newAdminAccount({ role = 'owner' }: { role?: string } = {}): Promise<AdminAccount> {
  const tag = uniqueTag()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const name = `Admin ${tag}`;
  const email = `admin-${tag}@seva.test`;
  const password = `Bell-${tag}-Pass1`;
  const password_hash = await hashPassword(password);
  const [row] = withDatabase((db) =>
    runSync(
      db,
      sqliteQueries
        .insertInto('admins')
        .values({ name, email, phone: `7${randomDigits(9)}`, password_hash, role })
        .returning('id'),
    ),
  );
  if (!row) throw new Error('the admin row was not inserted');
  return { id: row.id, name, email, password };
}

/** An admin of its own: its session, and the email and password it signs in with. */
export interface OwnAdmin extends AdminSession {
  email: string;
  password: string;
}

/**
 * A new admin of its own (an owner, unless `role` names another), signed in through the API: for stories
 * about what is kept per admin (the bell's seen marks and dismissed items, its chat rooms, its own
 * account), which the shared admin's other stories would change under them.
 */
export async function anotherAdmin(
  request: APIRequestContext,
  { role }: { role?: string } = {},
): Promise<OwnAdmin> {
  const account = await newAdminAccount(role === undefined ? {} : { role });
  return { ...(await loginThroughApi(request, account)), email: account.email, password: account.password };
}

/**
 * Forgets every code the admin's sessions entered (their `mfa_verified_at`), as ten minutes would: what
 * needs step-up then asks for a code again (docs/product/team.md#step-up). Enabling two-step sign-in and
 * signing in with a code both count as one, and the server offers no way to take it back.
 */
export function forgetStepUp(adminId: number): void {
  withDatabase((db) =>
    runWriteSync(
      db,
      sqliteQueries
        .updateTable('admin_sessions')
        .set({ mfa_verified_at: null })
        .where('admin_id', '=', adminId),
    ),
  );
}
