import { Button, Group, Text } from '@mantine/core';
import type { KycField } from '@seva/contract';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { usePermission } from '@/components/can';
import { NA } from '@/components/not-available';
import { errorMessage } from '@/lib/api-error';
import { isMissing } from '@/lib/format';
import { useRevealKyc } from '../api/reveal-kyc';

interface KycValueProps {
  vendorId: number;
  field: KycField;
  /** The masked number every response carries. */
  masked: string | null | undefined;
  /** The field's name for the button's accessible label, e.g. 'PAN'. */
  label: string;
}

/**
 * A KYC number, masked until the admin asks for it: Reveal calls the server (which audits the reveal)
 * and shows the clear value until Hide or until the view closes. Nothing is kept in the query cache.
 * Without `vendors.kyc_reveal` the number stays masked and there is no Reveal.
 */
export function KycValue({ vendorId, field, masked, label }: KycValueProps) {
  const reveal = useRevealKyc(vendorId, field);
  const [shown, setShown] = useState(false);
  const canReveal = usePermission('vendors.kyc_reveal');

  if (isMissing(masked)) return <NA value={masked} />;
  if (!canReveal)
    return (
      <Text span inherit ff="monospace" data-testid={`kyc-${field}`}>
        {masked}
      </Text>
    );

  const clear = shown && reveal.isSuccess ? reveal.data : null;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <Text span inherit ff="monospace" data-testid={`kyc-${field}`}>
        {clear ?? masked}
      </Text>
      {clear ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconEyeOff size={14} aria-hidden />}
          aria-label={`Hide ${label}`}
          onClick={() => setShown(false)}
        >
          Hide
        </Button>
      ) : (
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={`Reveal ${label}`}
          loading={reveal.isPending}
          onClick={() => {
            setShown(true);
            if (!reveal.isSuccess) reveal.mutate();
          }}
        >
          Reveal
        </Button>
      )}
      {reveal.isError ? (
        <Text span size="xs" c="red" role="alert">
          {errorMessage(reveal.error)}
        </Text>
      ) : null}
    </Group>
  );
}
