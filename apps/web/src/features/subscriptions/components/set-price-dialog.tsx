import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useCreateSubscription } from '../api/create-subscription';
import { EMPTY_PLAN, isComplete, type PlanValues, toPlanBody } from '../plan-values';
import { SubscriptionTexts } from '../texts';
import { PAGE_LABELS, PlanFields } from './plan-fields';

interface SetPriceDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The 'Set Price Details' dialog: adds a plan with Cancel and Add ('Adding...' while it works). */
export function SetPriceDialog({ opened, onClose }: SetPriceDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={SubscriptionTexts.setPriceDetails} centered>
      {opened ? <SetPriceForm onClose={onClose} /> : null}
    </Modal>
  );
}

function SetPriceForm({ onClose }: { onClose: () => void }) {
  const create = useCreateSubscription();
  const [values, setValues] = useState<PlanValues>(EMPTY_PLAN);
  const [problem, setProblem] = useState<string | null>(null);

  async function add() {
    if (!isComplete(values)) {
      setProblem(SubscriptionTexts.fillAllFields);
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync(toPlanBody(values));
      notifications.show({ color: 'teal', message: SubscriptionTexts.added });
      create.reset();
      onClose();
    } catch (error) {
      setProblem(SubscriptionTexts.error(errorMessage(error)));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void add();
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
          labels={PAGE_LABELS}
          disabled={create.isPending}
          fixedDescriptionHeight
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {SubscriptionTexts.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? SubscriptionTexts.adding : SubscriptionTexts.add}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
