import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PENDING_APPROVAL_PATH } from '../paths';

/** The Back link of the approval view (docs/product/vendors.md#approval-view): to /pendingapproval. */
export function BackToPendingApproval() {
  return (
    <Button
      component={Link}
      to={PENDING_APPROVAL_PATH}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Back
    </Button>
  );
}
