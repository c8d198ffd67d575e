import { Button, Group, type MantineColor, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  /** The question; it is also the dialog's accessible name. */
  title: string;
  /** Optional detail shown under the title. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  confirmColor?: MantineColor;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal dialog; Escape and Cancel both dismiss it. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmColor = 'red',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={false}
    >
      {children ? <Text size="sm">{children}</Text> : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
