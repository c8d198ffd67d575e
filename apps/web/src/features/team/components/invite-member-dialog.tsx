import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { inviteMemberBodySchema, type Role } from '@seva/contract';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useInviteMember } from '../api/invite-member';
import { roleOptions } from '../role-options';
import { MemberFieldTexts, MemberLabels, TeamTexts } from '../texts';

interface InviteMemberDialogProps {
  opened: boolean;
  roles: readonly Role[] | undefined;
  onClose: () => void;
}

/**
 * `Invite member`: name, email, phone and role. The invitee is texted how to set a password; a refusal
 * (an email or phone taken, 409) stays in the dialog with the server's message.
 */
export function InviteMemberDialog({ opened, roles, onClose }: InviteMemberDialogProps) {
  const invite = useInviteMember();
  const close = () => {
    if (invite.isPending) return;
    invite.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={TeamTexts.invite}
      centered
      closeOnClickOutside={!invite.isPending}
      closeOnEscape={!invite.isPending}
    >
      {opened ? <InviteForm roles={roles} invite={invite} onClose={close} /> : null}
    </Modal>
  );
}

interface InviteFormProps {
  roles: readonly Role[] | undefined;
  invite: ReturnType<typeof useInviteMember>;
  onClose: () => void;
}

function InviteForm({ roles, invite, onClose }: InviteFormProps) {
  const form = useForm({
    initialValues: { name: '', email: '', phone: '', role: null as string | null },
    validate: formSchema(inviteMemberBodySchema, MemberFieldTexts),
    // Changed details may be sent again, e.g. another email after a 409.
    onValuesChange: () => {
      if (invite.isError) invite.reset();
    },
  });
  const L = MemberLabels;

  const submit = form.onSubmit(({ name, email, phone, role }) => {
    if (role === null) return;
    invite.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim(), role },
      {
        onSuccess: (member) => {
          notifications.show({ color: 'teal', message: TeamTexts.invited(member.name) });
          invite.reset();
          onClose();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={TeamTexts.invite}>
      <Stack gap="md">
        <TextInput
          label={L.name}
          required
          autoComplete="off"
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={L.email}
          type="email"
          required
          autoComplete="off"
          {...form.getInputProps('email')}
        />
        <TextInput label={L.phone} type="tel" required autoComplete="off" {...form.getInputProps('phone')} />
        <Select
          label={L.role}
          required
          placeholder={MemberLabels.rolePlaceholder}
          data={roleOptions(roles)}
          allowDeselect={false}
          {...form.getInputProps('role')}
        />
        <FormError
          title={TeamTexts.inviteFailed}
          message={invite.isError ? messageOr(invite.error, TeamTexts.inviteFailed) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={invite.isPending}>
            {TeamTexts.cancel}
          </Button>
          <Button type="submit" loading={invite.isPending}>
            {TeamTexts.sendInvite}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
