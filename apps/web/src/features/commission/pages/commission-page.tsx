import { Alert, Button, Group, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Commission, commissionPercentSchema } from '@seva/contract';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { usePermission } from '@/components/can';
import { DataTable } from '@/components/data-table';
import { FormError } from '@/components/form-error';
import { ListTitle } from '@/components/list-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useCommissions, useUpdateCommissions } from '../api/commissions';
import { CommissionTexts as T } from '../texts';

/** One row of the form: the category and its own percentage as typed ('' for the default). */
interface CommissionRowValue {
  service_cat_id: number;
  commission_percent: number | string;
}
interface CommissionFormValues {
  rows: CommissionRowValue[];
}

/** The contract's percentage for each row, or blank for the default. */
const commissionFormSchema = z.object({
  rows: z.array(
    z.object({
      service_cat_id: z.number(),
      commission_percent: z.union([z.literal(''), commissionPercentSchema]),
    }),
  ),
});

const ownPercent = (c: Commission): number | string => (c.is_default ? '' : c.commission_percent);
const asChange = (value: number | string): number | null => (value === '' ? null : Number(value));

/**
 * /commission (docs/product/vendor-ledger.md#commission-screen): every service category's commission. A
 * member with `commissions.manage` edits the percentages (blank: the default) and saves the changed ones
 * together; everyone else reads them.
 */
export function CommissionPage() {
  const commissions = useCommissions();
  // Held here: the form starts again from each answer, and a save's own callbacks outlive it.
  const update = useUpdateCommissions();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="commission-heading">
      <Stack gap="md">
        <ListTitle title={T.title} headingId="commission-heading" summary={T.summary} />
        {commissions.isError ? (
          <QueryErrorAlert
            error={commissions.error}
            title={T.loadFailed}
            onRetry={() => commissions.refetch()}
          />
        ) : (
          <CommissionForm
            // A new answer from the server starts the form again from it.
            key={commissions.dataUpdatedAt}
            commissions={commissions.data}
            loading={commissions.isPending}
            update={update}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface CommissionFormProps {
  commissions?: Commission[];
  loading: boolean;
  update: ReturnType<typeof useUpdateCommissions>;
}

function CommissionForm({ commissions, loading, update }: CommissionFormProps) {
  const canManage = usePermission('commissions.manage');
  const rows = commissions ?? [];
  const validate = useMemo(
    () =>
      formSchema<CommissionFormValues>(commissionFormSchema, {
        rows: { too_big: T.tooBig, too_small: T.tooSmall, custom: T.decimals },
      }),
    [],
  );
  const form = useForm<CommissionFormValues>({
    initialValues: {
      rows: rows.map((c) => ({ service_cat_id: c.service_cat_id, commission_percent: ownPercent(c) })),
    },
    validate,
    onValuesChange: () => {
      if (update.isError) update.reset();
    },
  });
  const changes = form.values.rows.flatMap((row, index) => {
    const loaded = rows[index];
    if (!loaded || asChange(row.commission_percent) === asChange(ownPercent(loaded))) return [];
    return [{ service_cat_id: row.service_cat_id, commission_percent: asChange(row.commission_percent) }];
  });

  const submit = form.onSubmit(() => {
    update.mutate(changes, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          icon: <IconCheck size={18} />,
          message: T.saved(changes.length),
        }),
    });
  });

  const indexOf = new Map(rows.map((c, index) => [c.service_cat_id, index]));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {canManage ? null : (
          <Alert color="gray" variant="light">
            {T.readOnly}
          </Alert>
        )}
        <DataTable<Commission>
          aria-label={T.table}
          idAccessor="service_cat_id"
          records={rows}
          fetching={loading}
          noRecordsText={T.empty}
          columns={[
            { accessor: 'service_category_name', title: T.category },
            {
              accessor: 'commission_percent',
              title: T.percent,
              width: 240,
              render: (c) => {
                const index = indexOf.get(c.service_cat_id) ?? 0;
                if (!canManage)
                  return (
                    <Text size="sm">
                      {c.is_default ? T.defaultHint(c.commission_percent) : `${c.commission_percent}%`}
                    </Text>
                  );
                return (
                  <NumberInput
                    aria-label={T.percentOf(c.service_category_name)}
                    placeholder={c.is_default ? T.defaultHint(c.commission_percent) : T.blankHint}
                    rightSection="%"
                    decimalScale={2}
                    allowNegative={false}
                    // The contract's 0–100 decides (a message, not a silent clamp).
                    clampBehavior="none"
                    hideControls
                    disabled={update.isPending}
                    {...form.getInputProps(`rows.${index}.commission_percent`)}
                  />
                );
              },
            },
          ]}
        />
        {canManage ? (
          <>
            <FormError title={T.saveFailed} message={update.isError ? errorMessage(update.error) : null} />
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => form.reset()}
                disabled={changes.length === 0 || update.isPending}
              >
                {T.reset}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={changes.length === 0}>
                {T.save}
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
