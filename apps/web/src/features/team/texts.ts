import { TeamMessages, type TeamStatus } from '@seva/contract';

/** The /team screen's texts (docs/product/team.md#screens-team). */
export const TeamTexts = {
  title: 'Team',
  tabs: 'Team screens',
  membersTab: 'Members',
  rolesTab: 'Roles',
  summary: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'member' : 'members'}` : `${shown} of ${total} members`,
  loadFailed: 'Could not load the team',
  loading: 'Loading the team...',
  noMembers: 'No team members yet',
  noMatching: 'No team members match these filters',
  roleFilter: 'Role',
  allRoles: 'All roles',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  twoStepOn: 'On',
  twoStepOff: 'Off',
  never: 'Never',
  self: TeamMessages.notYourself,
  invite: 'Invite member',
  sendInvite: 'Send invite',
  inviteFailed: 'The invitation was not sent',
  invited: (name: string) => `${name} was invited and texted how to set a password.`,
  cancel: 'Cancel',
  save: 'Save',
  changeRole: 'Change role',
  changeRoleTitle: (name: string) => `Change role: ${name}`,
  changeRoleNote: 'A new role signs them out everywhere; they sign in again with its rights.',
  changeRoleFailed: 'The role was not changed',
  roleChanged: (name: string, role: string) => `${name} is now ${role}.`,
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
  confirmDeactivate: (name: string) => `Deactivate ${name}?`,
  deactivateDetail: 'They are signed out everywhere at once and cannot sign in until they are reactivated.',
  confirmReactivate: (name: string) => `Reactivate ${name}?`,
  reactivateDetail: 'They can sign in again with their role.',
  deactivated: (name: string) => `${name} was deactivated.`,
  reactivated: (name: string) => `${name} was reactivated.`,
  deactivateFailed: (name: string, message: string) => `${name} was not deactivated: ${message}`,
  reactivateFailed: (name: string, message: string) => `${name} was not reactivated: ${message}`,
  resetTwoStep: 'Reset two-step',
  confirmResetTwoStep: (name: string) => `Reset two-step sign-in for ${name}?`,
  resetTwoStepDetail:
    'For a member who lost their authenticator and recovery codes: two-step sign-in is turned off and they are signed out everywhere. They sign in with their password and turn it on again from their account.',
  twoStepReset: (name: string) => `Two-step sign-in was reset for ${name}.`,
  resetTwoStepFailed: (name: string, message: string) =>
    `Two-step sign-in was not reset for ${name}: ${message}`,
  resetOwnTwoStep: 'Turn your own two-step sign-in off from your account',
} as const;

/** The member form's labels. */
export const MemberLabels = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  role: 'Role',
  rolePlaceholder: 'Choose a role',
} as const;

/** The member form's words for its refusals, by field. */
export const MemberFieldTexts = {
  name: { blank: 'Enter their name', too_big: 'The name must be at most 100 characters' },
  email: { blank: 'Enter their email', invalid_format: 'Enter a valid email address' },
  phone: { blank: 'Enter their mobile number', custom: 'Enter a 10-digit mobile number' },
  role: { blank: 'Choose a role', invalid_format: 'Choose a role' },
} as const;

/** The words of a member's status (docs/product/team.md#the-team). */
export const STATUS_WORDS: Record<TeamStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  deactivated: 'Deactivated',
};

export const STATUS_COLORS: Record<TeamStatus, string> = {
  invited: 'yellow',
  active: 'teal',
  deactivated: 'gray',
};

export const RoleTexts = {
  rolesHeading: 'Roles',
  gridHeading: 'Permissions by role',
  gridLabel: 'Permissions by role',
  permission: 'Permission',
  allowed: 'Allowed',
  notAllowed: 'Not allowed',
  loadFailed: 'Could not load the roles',
  loading: 'Loading the roles...',
  builtIn: 'Built-in',
  custom: 'Custom',
  builtInReadOnly: TeamMessages.roleBuiltIn,
  members: 'Members',
  kind: 'Kind',
  name: 'Name',
  newRole: 'New role',
  editRole: 'Edit role',
  deleteRole: 'Delete role',
  editTitle: (name: string) => `Edit role: ${name}`,
  create: 'Create role',
  created: (name: string) => `The role ${name} was created.`,
  updated: (name: string) => `The role ${name} was saved.`,
  saveFailed: 'The role was not saved',
  permissions: 'Permissions',
  nameField: { blank: 'Enter a name for the role', too_big: 'The name must be at most 60 characters' },
  permissionsField: { too_small: 'Choose at least one permission' },
  confirmDelete: (name: string) => `Delete the role ${name}?`,
  deleteDetail: 'A role a member holds cannot be deleted: give them another role first.',
  deleted: (name: string) => `The role ${name} was deleted.`,
  deleteFailed: (name: string, message: string) => `The role ${name} was not deleted: ${message}`,
} as const;
