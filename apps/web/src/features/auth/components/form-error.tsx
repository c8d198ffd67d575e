import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface FormErrorProps {
  message: string | null;
}

/** A form-level failure, announced to assistive technology (role=alert). */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
