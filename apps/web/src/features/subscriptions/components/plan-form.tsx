import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { InsertSubscriptionBody } from '@seva/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormError } from '@/components/form-error';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useCreateSubscription } from '../api/create-subscription';
import { EMPTY_PLAN, type PlanValues, planFieldTexts, planFormSchema, toPlanBody } from '../plan-values';
import { SubscriptionTexts } from '../texts';
import { PAGE_LABELS, type PlanFieldLabels, PlanFields } from './plan-fields';

interface PlanFormProps<Body> {
  /** What the fields hold at first: the plan being edited, or EMPTY_PLAN. */
  initial: PlanValues;
  /** Sends the plan: the create or the update mutation. */
  mutation: Pick<UseMutationResult<unknown, Error, Body>, 'mutateAsync' | 'reset' | 'isPending'>;
  toBody: (values: PlanValues) => Body;
  /** The notification after the save. */
  savedText: string;
  /** The alert line when the save fails, given the server's message. */
  failedText: (message: string) => string;
  onSaved: () => void;
  labels: PlanFieldLabels;
  fixedDescriptionHeight?: boolean;
  maw?: number;
  /** What stands above the alert and the fields, e.g. the page's heading. */
  header?: ReactNode;
  /** The buttons under the fields (one of type submit), given whether the save is under way. */
  actions: (pending: boolean) => ReactNode;
}

/**
 * A plan's fields and their save (docs/product/subscriptions.md#plan-rules): a blank field is refused with
 * 'Please fill in all fields' and nothing is sent; a failed save is shown above the fields.
 */
export function PlanForm<Body>({
  initial,
  mutation,
  toBody,
  savedText,
  failedText,
  onSaved,
  labels,
  fixedDescriptionHeight,
  maw,
  header,
  actions,
}: PlanFormProps<Body>) {
  const form = useForm<PlanValues>({
    initialValues: initial,
    validate: formSchema(planFormSchema, planFieldTexts),
  });
  const [problem, setProblem] = useState<string | null>(null);

  async function save(values: PlanValues) {
    setProblem(null);
    try {
      await mutation.mutateAsync(toBody(values));
      notifications.show({ color: 'teal', message: savedText });
      form.reset();
      mutation.reset();
      onSaved();
    } catch (error) {
      setProblem(failedText(errorMessage(error)));
    }
  }

  // The form's check words every refusal as one alert ('Please fill in all fields'), not under the fields.
  const refused = (errors: Record<string, ReactNode>) => {
    const first = Object.values(errors)[0];
    setProblem(typeof first === 'string' ? first : SubscriptionTexts.fillAllFields);
  };

  return (
    <form onSubmit={form.onSubmit(save, refused)} noValidate>
      <Stack gap="md" maw={maw}>
        {header}
        <FormError message={problem} />
        <PlanFields
          values={form.values}
          onChange={(change) => form.setValues(change)}
          labels={labels}
          disabled={mutation.isPending}
          fixedDescriptionHeight={fixedDescriptionHeight}
        />
        {actions(mutation.isPending)}
      </Stack>
    </form>
  );
}

type AddPlanFormProps = Pick<
  PlanFormProps<InsertSubscriptionBody>,
  'onSaved' | 'fixedDescriptionHeight' | 'maw' | 'header' | 'actions'
>;

/** Adds a plan, on the Add Subscriptions page and in the Set Price Details dialog alike. */
export function AddPlanForm(props: AddPlanFormProps) {
  const create = useCreateSubscription();
  return (
    <PlanForm
      initial={EMPTY_PLAN}
      mutation={create}
      toBody={toPlanBody}
      savedText={SubscriptionTexts.added}
      failedText={SubscriptionTexts.error}
      labels={PAGE_LABELS}
      {...props}
    />
  );
}

/** The buttons of a plan dialog: Cancel, then the dialog's submit button. */
export function PlanDialogActions({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {SubscriptionTexts.cancel}
      </Button>
      {children}
    </Group>
  );
}
