import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface FormErrorProps {
  /** Nothing is shown while null. */
  message: string | null;
  /** A heading above the message, e.g. 'The booking was not cancelled'. */
  title?: string;
}

/**
 * The one way a form shows that it failed (docs/guiding-principles.md): its check refused it or its save
 * failed. Shown inside the form, above its buttons or fields, and announced (role=alert).
 */
export function FormError({ message, title }: FormErrorProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      {message}
    </Alert>
  );
}
