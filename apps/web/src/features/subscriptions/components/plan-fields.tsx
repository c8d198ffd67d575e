import { Stack, Textarea, TextInput } from '@mantine/core';
import { PLAN_DURATION_MAX_DAYS } from '@seva/contract';
import type { PlanValues } from '../plan-values';

export interface PlanFieldLabels {
  name: string;
  price: string;
  description: string;
  duration: string;
}

interface PlanFieldsProps {
  values: PlanValues;
  onChange: (change: Partial<PlanValues>) => void;
  /** 'Subscription Name' on the add form and dialog; 'Name' in the edit modal. */
  labels: PlanFieldLabels;
  disabled?: boolean;
  /** docs/product/subscriptions.md#set-price-details-dialog: the dialog's description box has a fixed height. */
  fixedDescriptionHeight?: boolean;
}

/** Name, price (rupees, min 0, step 0.01), description and duration (whole days, 1–3650) of a plan. */
export function PlanFields({ values, onChange, labels, disabled, fixedDescriptionHeight }: PlanFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput
        label={labels.name}
        withAsterisk
        maxLength={100}
        disabled={disabled}
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
      />
      <TextInput
        label={labels.price}
        description="In rupees (₹); 0 for a free plan"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        leftSection="₹"
        withAsterisk
        disabled={disabled}
        value={values.price}
        onChange={(event) => onChange({ price: event.currentTarget.value })}
      />
      <Textarea
        label={labels.description}
        withAsterisk
        maxLength={1000}
        disabled={disabled}
        value={values.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        {...(fixedDescriptionHeight
          ? { styles: { input: { height: 120, resize: 'none' as const } } }
          : { autosize: true, minRows: 3, maxRows: 8 })}
      />
      <TextInput
        label={labels.duration}
        description="How many days a paid plan runs"
        type="number"
        inputMode="numeric"
        min={1}
        max={PLAN_DURATION_MAX_DAYS}
        step={1}
        withAsterisk
        disabled={disabled}
        value={values.duration}
        onChange={(event) => onChange({ duration: event.currentTarget.value })}
      />
    </Stack>
  );
}

export const PAGE_LABELS = {
  name: 'Subscription Name',
  price: 'Subscription Price',
  description: 'Subscription Description',
  duration: 'Duration (days)',
} as const;

export const MODAL_LABELS = {
  name: 'Name',
  price: 'Price',
  description: 'Description',
  duration: 'Duration (days)',
} as const;
