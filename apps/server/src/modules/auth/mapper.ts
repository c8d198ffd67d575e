import type { AdminSession } from '@seva/contract';

/** A sign-in session as GET /admin/me/sessions shows it; `current` is the one the request came with. */
export function toAdminSession(
  row: {
    id: number;
    created_at: string;
    last_seen_at: string | null;
    ip: string | null;
    user_agent: string | null;
  },
  currentSessionId: number,
): AdminSession {
  return {
    id: row.id,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    ip: row.ip,
    user_agent: row.user_agent,
    current: row.id === currentSessionId,
  };
}
