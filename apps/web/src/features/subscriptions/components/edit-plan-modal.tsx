import { Button, Modal } from '@mantine/core';
import type { SubscriptionPlan } from '@seva/contract';
import { useUpdateSubscription } from '../api/update-subscription';
import { toPlanBody } from '../plan-values';
import { SubscriptionTexts } from '../texts';
import { MODAL_LABELS } from './plan-fields';
import { PlanDialogActions, PlanForm } from './plan-form';

interface EditPlanModalProps {
  plan: SubscriptionPlan | null;
  onClose: () => void;
}

/** Edits a plan's name, price, description and duration; Save reloads the list and closes (docs/product/subscriptions.md#edit-dialog). */
export function EditPlanModal({ plan, onClose }: EditPlanModalProps) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={SubscriptionTexts.editTitle} centered>
      {plan ? <EditPlanForm key={plan.subscription_id} plan={plan} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditPlanForm({ plan, onClose }: { plan: SubscriptionPlan; onClose: () => void }) {
  const update = useUpdateSubscription();
  return (
    <PlanForm
      initial={{
        name: plan.subscription_name,
        price: String(plan.subscription_price),
        description: plan.subscription_desc,
        duration: String(plan.duration_days),
      }}
      mutation={update}
      toBody={(values) => ({ ...toPlanBody(values), subscription_id: plan.subscription_id })}
      savedText={SubscriptionTexts.updated}
      failedText={SubscriptionTexts.updateError}
      onSaved={onClose}
      labels={MODAL_LABELS}
      actions={(pending) => (
        <PlanDialogActions onCancel={onClose} pending={pending}>
          <Button type="submit" loading={pending}>
            {SubscriptionTexts.save}
          </Button>
        </PlanDialogActions>
      )}
    />
  );
}
