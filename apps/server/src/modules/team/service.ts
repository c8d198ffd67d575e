export { createMfaService, MFA_MAX_ATTEMPTS, MFA_TOKEN_TTL_MS, type MfaService } from './mfa-service';
export { allows, assertPermission, parsePermissions, permissionList } from './permissions';
export { assertStepUp } from './step-up';
export { createTeamService, inviteText, syncBuiltInRoles, type TeamService } from './team-service';
export { totpCode } from './totp';
