import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SubscriptionPlan } from '@seva/contract';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useUpdateSubscription } from '../api/update-subscription';
import { isComplete, type PlanValues, toPlanBody } from '../plan-values';
import { SubscriptionTexts } from '../texts';
import { MODAL_LABELS, PlanFields } from './plan-fields';

interface EditPlanModalProps {
  plan: SubscriptionPlan | null;
  onClose: () => void;
}

/** Edits a plan's name, price and description; Save reloads the list and closes (docs/product/subscriptions.md#edit-dialog). */
export function EditPlanModal({ plan, onClose }: EditPlanModalProps) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={SubscriptionTexts.editTitle} centered>
      {plan ? <EditPlanForm key={plan.subscription_id} plan={plan} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditPlanForm({ plan, onClose }: { plan: SubscriptionPlan; onClose: () => void }) {
  const update = useUpdateSubscription();
  const [values, setValues] = useState<PlanValues>({
    name: plan.subscription_name,
    price: String(plan.subscription_price),
    description: plan.subscription_desc,
  });
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    if (!isComplete(values)) {
      setProblem(SubscriptionTexts.fillAllFields);
      return;
    }
    setProblem(null);
    try {
      await update.mutateAsync({ ...toPlanBody(values), subscription_id: plan.subscription_id });
      notifications.show({ color: 'teal', message: SubscriptionTexts.updated });
      update.reset();
      onClose();
    } catch (error) {
      setProblem(SubscriptionTexts.updateError(errorMessage(error)));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="md">
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <PlanFields
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          labels={MODAL_LABELS}
          disabled={update.isPending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={update.isPending}>
            {SubscriptionTexts.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {SubscriptionTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
