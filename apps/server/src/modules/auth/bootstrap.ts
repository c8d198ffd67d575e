import { randomBytes } from 'node:crypto';
import { normalizePhone, OWNER_ROLE } from '@seva/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { syncBuiltInRoles } from '../team/service';
import { findAdminByEmail, insertAdmin } from './admin-repository';
import { hashPassword } from './passwords';

export const DEFAULT_ADMIN_EMAIL = 'admin@seva.local';
export const DEFAULT_ADMIN_PHONE = '9999999999';

export interface AdminBootstrap {
  id: number;
  email: string;
  created: boolean;
  /** Set only when the password was generated now; shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure the built-in roles are as the code defines them and the configured admin exists, the first
 * owner (docs/product/team.md). ADMIN_* values are used when the admin is created; an existing admin
 * keeps the password it has (it may have been changed through recovery since).
 */
export async function ensureAdmin(db: Kysely<Database>, admin: Config['admin']): Promise<AdminBootstrap> {
  await syncBuiltInRoles({ db });
  const email = (admin.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const existing = await findAdminByEmail(db, email);
  if (existing) return { id: existing.id, email, created: false };

  const generatedPassword = admin.password ? undefined : randomBytes(12).toString('base64url');
  const password = admin.password ?? generatedPassword!;
  const created = await insertAdmin(db, {
    name: admin.name,
    email,
    phone: normalizePhone(admin.phone ?? DEFAULT_ADMIN_PHONE),
    password_hash: await hashPassword(password),
    role: OWNER_ROLE,
    status: 'active',
  });
  return { id: created.id, email, created: true, generatedPassword };
}
