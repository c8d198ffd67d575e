import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PERMISSIONS, type Permission, type Role, roleBodySchema } from '@seva/contract';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useCreateRole } from '../api/create-role';
import { useUpdateRole } from '../api/update-role';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from '../permission-groups';
import { RoleTexts, TeamTexts } from '../texts';

interface RoleDialogProps {
  opened: boolean;
  /** The custom role edited, or null for a new one. */
  role: Role | null;
  onClose: () => void;
}

/** `New role` or `Edit role: {name}`: a name and the permissions, grouped by what they concern. */
export function RoleDialog({ opened, role, onClose }: RoleDialogProps) {
  const create = useCreateRole();
  const update = useUpdateRole();
  const pending = create.isPending || update.isPending;
  const close = () => {
    if (pending) return;
    create.reset();
    update.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={role ? RoleTexts.editTitle(role.name) : RoleTexts.newRole}
      centered
      size="lg"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      {opened ? (
        <RoleForm key={role?.key ?? 'new'} role={role} create={create} update={update} onClose={close} />
      ) : null}
    </Modal>
  );
}

interface RoleFormProps {
  role: Role | null;
  create: ReturnType<typeof useCreateRole>;
  update: ReturnType<typeof useUpdateRole>;
  onClose: () => void;
}

function RoleForm({ role, create, update, onClose }: RoleFormProps) {
  const save = role ? update : create;
  const form = useForm({
    initialValues: { name: role?.name ?? '', permissions: [...(role?.permissions ?? [])] as string[] },
    validate: formSchema(roleBodySchema, {
      name: RoleTexts.nameField,
      permissions: RoleTexts.permissionsField,
    }),
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });

  const submit = form.onSubmit(({ name, permissions }) => {
    const body = { name: name.trim(), permissions: PERMISSIONS.filter((p) => permissions.includes(p)) };
    const done = (saved: Role) => {
      notifications.show({
        color: 'teal',
        message: role ? RoleTexts.updated(saved.name) : RoleTexts.created(saved.name),
      });
      save.reset();
      onClose();
    };
    if (role) update.mutate({ key: role.key, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  const permissionsError = form.errors.permissions;
  return (
    <form onSubmit={submit} noValidate aria-label={role ? RoleTexts.editTitle(role.name) : RoleTexts.newRole}>
      <Stack gap="md">
        <TextInput label={RoleTexts.name} required data-autofocus {...form.getInputProps('name')} />
        <Checkbox.Group
          label={RoleTexts.permissions}
          required
          value={form.values.permissions}
          onChange={(value) => form.setFieldValue('permissions', value)}
          error={permissionsError}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="md" verticalSpacing="md">
            {PERMISSION_GROUPS.map((group) => (
              <Stack key={group.label} gap={6} role="group" aria-label={group.label}>
                <Text size="sm" fw={600} aria-hidden>
                  {group.label}
                </Text>
                {group.permissions.map((permission: Permission) => (
                  <Checkbox
                    key={permission}
                    value={permission}
                    label={PERMISSION_LABELS[permission]}
                    description={permission}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <FormError
          title={RoleTexts.saveFailed}
          message={save.isError ? messageOr(save.error, RoleTexts.saveFailed) : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {TeamTexts.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {role ? TeamTexts.save : RoleTexts.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
