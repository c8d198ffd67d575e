import { BUILT_IN_ROLE_KEYS, BUILT_IN_ROLES, OWNER_ROLE } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const DEMO_NAMES = [
  'Meera Iyer',
  'Ravi Kumar',
  'Anjali Singh',
  'Farhan Qureshi',
  'Lakshmi Nair',
  'Arjun Mehta',
];

/**
 * The demo team (docs/product/team.md#demo-team): one invited member for every built-in role but the
 * owner (the admin `npm start` creates). None has a password: each sets one through Forgot Password on the
 * sign-in screen with their phone, and the code is printed by the console SMS.
 */
export const DEMO_TEAM = BUILT_IN_ROLE_KEYS.filter((role) => role !== OWNER_ROLE).map((role, i) => ({
  name: `${DEMO_NAMES[i] ?? 'Demo'} (${BUILT_IN_ROLES[role].name})`,
  email: `${role.replace('_', '.')}@seva.local`,
  phone: `911000000${i + 1}`,
  role,
}));

/** Adds the demo team; a member whose email or phone is taken already is left out. */
export async function seedTeam(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .insertInto('admins')
    .values(
      DEMO_TEAM.map((member) => ({
        ...member,
        status: 'invited' as const,
        // No password works until the member sets one (Forgot Password): this is not an argon2 hash.
        password_hash: 'invited:demo',
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
