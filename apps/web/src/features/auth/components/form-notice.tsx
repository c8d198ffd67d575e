import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

interface FormNoticeProps {
  message: string | null;
}

/** A polite confirmation (role=status), e.g. "code sent" or "password updated". */
export function FormNotice({ message }: FormNoticeProps) {
  if (!message) return null;
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
      {message}
    </Alert>
  );
}
