import { Button, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { matchesSearch, type SubscriptionPlan } from '@seva/contract';
import { IconCurrencyRupee } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { usePermission } from '@/components/can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useDeleteSubscription } from '../api/delete-subscription';
import { useSubscriptions } from '../api/get-subscriptions';
import { EditPlanModal } from '../components/edit-plan-modal';
import { PlansTable } from '../components/plans-table';
import { SetPriceDialog } from '../components/set-price-dialog';
import { SubscriptionTabs } from '../components/subscription-tabs';
import { SubscriptionTexts } from '../texts';

/** /subscriptions: the plans vendors buy, with search by name, edit in a modal, delete, and quick add. */
export function SubscriptionsPage() {
  // The whole list is loaded and filtered here as the admin types; the term is kept in the URL (`q`).
  const { search, setSearch } = usePagedSearch();
  const [editing, setEditing] = useState<SubscriptionPlan | null>(null);
  const [deleting, setDeleting] = useState<SubscriptionPlan | null>(null);
  const [adding, setAdding] = useState(false);
  const plans = useSubscriptions();
  const remove = useDeleteSubscription();
  // Adding, editing and deleting plans need `catalogue.manage` (docs/product/team.md#what-the-web-shows).
  const canManage = usePermission('catalogue.manage');
  const visible = useMemo(
    () => (plans.data ?? []).filter((p) => matchesSearch(search, p.subscription_name)),
    [plans.data, search],
  );

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.subscription_id);
      notifications.show({ color: 'teal', message: SubscriptionTexts.deleted });
    } catch (error) {
      notifications.show({ color: 'red', message: SubscriptionTexts.deleteError(errorMessage(error)) });
    } finally {
      remove.reset();
      setDeleting(null);
    }
  }

  const emptyText = plans.isPending
    ? SubscriptionTexts.loading
    : search.trim()
      ? SubscriptionTexts.noMatchingPlans
      : SubscriptionTexts.noPlans;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="subscriptions-heading">
      <SubscriptionTabs>
        <Stack gap="md">
          <ListHeader
            search={{ label: 'Search by name', value: search, onChange: setSearch, width: 260 }}
            actions={
              <>
                <ExportCsvButton path="/admin/data/getSUBSCRIPTIONS" filters={{ q: search.trim() }} />
                {canManage ? (
                  <Button
                    variant="light"
                    leftSection={<IconCurrencyRupee size={16} aria-hidden />}
                    onClick={() => setAdding(true)}
                  >
                    {SubscriptionTexts.setPriceDetails}
                  </Button>
                ) : null}
              </>
            }
          >
            <ListTitle
              title="Subscriptions"
              headingId="subscriptions-heading"
              summary={plans.data ? `${plans.data.length} plans` : undefined}
            />
          </ListHeader>

          {plans.isError ? (
            <QueryErrorAlert
              error={plans.error}
              format={SubscriptionTexts.error}
              onRetry={() => plans.refetch()}
              retryLabel={SubscriptionTexts.retry}
            />
          ) : null}

          <PlansTable
            records={visible}
            fetching={plans.isFetching}
            emptyText={emptyText}
            manage={canManage ? { onEdit: setEditing, onDelete: setDeleting } : null}
          />
        </Stack>
      </SubscriptionTabs>

      <EditPlanModal plan={editing} onClose={() => setEditing(null)} />
      <SetPriceDialog opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? SubscriptionTexts.confirmDelete(deleting.subscription_name) : ''}
        confirmLabel={SubscriptionTexts.delete}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Vendors who hold the plan keep it; a plan vendors hold or have held cannot be deleted.
      </ConfirmDialog>
    </Paper>
  );
}
