export { allows, assertPermission, parsePermissions, permissionList } from './permissions';
export { createTeamService, inviteText, syncBuiltInRoles, type TeamService } from './team-service';
