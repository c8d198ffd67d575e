import { Stack, Textarea, TextInput } from '@mantine/core';
import type { PlanValues } from '../plan-values';

export interface PlanFieldLabels {
  name: string;
  price: string;
  description: string;
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

/** Name, price (rupees, min 0, step 0.01) and description of a plan. */
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
    </Stack>
  );
}

export const PAGE_LABELS = {
  name: 'Subscription Name',
  price: 'Subscription Price',
  description: 'Subscription Description',
} as const;

export const MODAL_LABELS = { name: 'Name', price: 'Price', description: 'Description' } as const;
