import { NumberInput, type NumberInputProps } from '@mantine/core';

/**
 * An amount of money typed in rupees: ₹ before it, two decimals at most, never negative, grouped the
 * Indian way (1,00,000.00). The refund amount of a payment and of a cancellation use it.
 */
export function RupeeAmountInput(props: NumberInputProps) {
  return (
    <NumberInput
      required
      leftSection="₹"
      decimalScale={2}
      allowNegative={false}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      hideControls
      {...props}
    />
  );
}
