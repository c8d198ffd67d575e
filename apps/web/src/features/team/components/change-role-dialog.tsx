import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { inviteMemberBodySchema, type Role, type TeamMember } from '@seva/contract';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useUpdateMember } from '../api/update-member';
import { roleNameOf, roleOptions } from '../role-options';
import { MemberFieldTexts, MemberLabels, TeamTexts } from '../texts';

interface ChangeRoleDialogProps {
  /** The member whose role changes; null keeps the dialog closed. */
  member: TeamMember | null;
  roles: readonly Role[] | undefined;
  onClose: () => void;
}

/** `Change role: {name}`: the member's new role; a refusal (the last owner, oneself) stays in the dialog. */
export function ChangeRoleDialog({ member, roles, onClose }: ChangeRoleDialogProps) {
  const update = useUpdateMember();
  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  return (
    <Modal
      opened={member !== null}
      onClose={close}
      title={member ? TeamTexts.changeRoleTitle(member.name) : TeamTexts.changeRole}
      centered
      closeOnClickOutside={!update.isPending}
      closeOnEscape={!update.isPending}
    >
      {member ? (
        <ChangeRoleForm key={member.id} member={member} roles={roles} update={update} onClose={close} />
      ) : null}
    </Modal>
  );
}

interface ChangeRoleFormProps {
  member: TeamMember;
  roles: readonly Role[] | undefined;
  update: ReturnType<typeof useUpdateMember>;
  onClose: () => void;
}

const roleSchema = inviteMemberBodySchema.pick({ role: true });

function ChangeRoleForm({ member, roles, update, onClose }: ChangeRoleFormProps) {
  const form = useForm({
    initialValues: { role: member.role as string | null },
    validate: formSchema(roleSchema, { role: MemberFieldTexts.role }),
    onValuesChange: () => {
      if (update.isError) update.reset();
    },
  });

  const submit = form.onSubmit(({ role }) => {
    if (role === null) return;
    if (role === member.role) {
      onClose();
      return;
    }
    update.mutate(
      { id: member.id, body: { role } },
      {
        onSuccess: (changed) => {
          notifications.show({
            color: 'teal',
            message: TeamTexts.roleChanged(changed.name, roleNameOf(roles)(changed.role)),
          });
          update.reset();
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={TeamTexts.changeRoleTitle(member.name)}>
      <Stack gap="md">
        <Select
          label={MemberLabels.role}
          required
          data={roleOptions(roles)}
          allowDeselect={false}
          data-autofocus
          {...form.getInputProps('role')}
        />
        <Text size="sm" c="dimmed">
          {TeamTexts.changeRoleNote}
        </Text>
        <FormError
          title={TeamTexts.changeRoleFailed}
          message={update.isError ? messageOr(update.error, TeamTexts.changeRoleFailed) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {TeamTexts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {TeamTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
