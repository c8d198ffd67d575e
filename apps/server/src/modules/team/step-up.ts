import { STEP_UP_TTL_MS, TeamMessages } from '@seva/contract';
import { forbidden } from '../../lib/http-error';
import type { AuthenticatedAdmin } from '../../types';

/**
 * Step-up (docs/product/team.md#step-up): what a route marked `stepUp` needs on top of its permission,
 * two-step sign-in on and a code entered in this session in the last 10 minutes; 403 saying which is
 * missing otherwise. plugins/auth.ts runs it for every such route; a check that is not a whole route
 * (a later refund inside another action) calls it too.
 */
export function assertStepUp(
  admin: Pick<AuthenticatedAdmin, 'mfaEnabled' | 'mfaVerifiedAt'>,
  now: number = Date.now(),
): void {
  if (!admin.mfaEnabled) throw forbidden(TeamMessages.mfaNotEnabled);
  const verifiedAt = admin.mfaVerifiedAt === null ? Number.NaN : Date.parse(admin.mfaVerifiedAt);
  if (!(now - verifiedAt <= STEP_UP_TTL_MS)) throw forbidden(TeamMessages.stepUpRequired);
}
