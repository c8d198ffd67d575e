import { TeamMessages } from '@seva/contract';

/**
 * Whether a failure is the server's refusal of a member whose role must use two-step sign-in and has not
 * turned it on yet (docs/product/team.md#roles-that-must-use-it-mfa_required_roles): the server says so in
 * the contract's words; only /admin/me and /admin/me/mfa/* answer them until it is on.
 */
export function isMfaSetupRequired(error: unknown): boolean {
  return error instanceof Error && error.message === TeamMessages.mfaSetupRequired;
}
