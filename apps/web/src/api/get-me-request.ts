import type { Me } from '@seva/contract';
import { api } from '@/lib/api-client';

/*
 * Who is signed in (GET /admin/me), without the query library: app/early-requests.ts asks for it before
 * React and TanStack Query have been evaluated (ADR 027), so nothing here may import them. The query,
 * its options and its hook are in get-me.ts.
 */

/** GET /admin/me: the member's id, name, role, the role's permissions and whether two-step sign-in is on. */
export async function getMe(signal?: AbortSignal): Promise<Me> {
  const body = await api.get<{ success: true; data: Me }>('/admin/me', { signal });
  return body.data;
}

/** The answer asked for by `requestMe`, until the query takes it. */
let earlyMe: Promise<Me> | undefined;

/** Asks who is signed in at once, on a signed-in cold load, alongside the first screen's code. */
export function requestMe(): void {
  if (earlyMe) return;
  earlyMe = getMe();
  // Seen by the query when it takes the request over; not an unhandled rejection meanwhile.
  earlyMe.catch(() => undefined);
}

/** The early request, once: the next caller (a retry, a sign-in) asks again. */
export function takeEarlyMe(): Promise<Me> | undefined {
  const early = earlyMe;
  earlyMe = undefined;
  return early;
}
