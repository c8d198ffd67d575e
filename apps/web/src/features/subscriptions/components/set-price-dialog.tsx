import { Button, Modal } from '@mantine/core';
import { SubscriptionTexts } from '../texts';
import { AddPlanForm, PlanDialogActions } from './plan-form';

interface SetPriceDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The 'Set Price Details' dialog: adds a plan with Cancel and Add ('Adding...' while it works). */
export function SetPriceDialog({ opened, onClose }: SetPriceDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={SubscriptionTexts.setPriceDetails} centered>
      {opened ? (
        <AddPlanForm
          onSaved={onClose}
          fixedDescriptionHeight
          actions={(pending) => (
            <PlanDialogActions onCancel={onClose} pending={pending}>
              <Button type="submit" disabled={pending}>
                {pending ? SubscriptionTexts.adding : SubscriptionTexts.add}
              </Button>
            </PlanDialogActions>
          )}
        />
      ) : null}
    </Modal>
  );
}
