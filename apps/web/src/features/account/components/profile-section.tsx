import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { BUILT_IN_ROLES, type Me, updateMeBodySchema } from '@seva/contract';
import { DetailList } from '@/components/detail-list';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useUpdateMe } from '../api/update-me';
import { NameFieldTexts, ProfileTexts } from '../texts';

/** A built-in role's name; a custom role by its key (its name is for those who manage the team). */
function roleName(key: string): string {
  return Object.hasOwn(BUILT_IN_ROLES, key) ? BUILT_IN_ROLES[key as keyof typeof BUILT_IN_ROLES].name : key;
}

/** `Profile`: the member's own name, and their email, phone and role, read-only. */
export function ProfileSection({ me }: { me: Me }) {
  return (
    <Stack gap="lg">
      {/* A new name (saved here or elsewhere) starts the form again from it. */}
      <NameForm key={me.name} name={me.name} />
      <DetailList
        cols={3}
        items={[
          { label: ProfileTexts.email, value: me.email },
          { label: ProfileTexts.phone, value: me.phone },
          { label: ProfileTexts.role, value: roleName(me.role) },
        ]}
      />
    </Stack>
  );
}

function NameForm({ name }: { name: string }) {
  const update = useUpdateMe();
  const form = useForm({
    initialValues: { name },
    validate: formSchema(updateMeBodySchema, NameFieldTexts),
    onValuesChange: () => {
      if (update.isError) update.reset();
    },
  });
  const unchanged = form.values.name.trim() === name;

  const submit = form.onSubmit(({ name: next }) => {
    update.mutate(next.trim(), {
      onSuccess: () => notifications.show({ color: 'teal', message: ProfileTexts.saved }),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={ProfileTexts.name}
          required
          autoComplete="name"
          maw={420}
          {...form.getInputProps('name')}
        />
        <FormError
          title={ProfileTexts.saveFailed}
          message={update.isError ? messageOr(update.error, ProfileTexts.saveFailed) : null}
        />
        <Group>
          <Button type="submit" loading={update.isPending} disabled={unchanged}>
            {ProfileTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
