import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface DetailsModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  /** What the dialog shows, above its Close button. */
  children: ReactNode;
}

/** A read-only dialog, centred: the screen's title and body, and a Close button at the bottom right. */
export function DetailsModal({ opened, onClose, title, size, children }: DetailsModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
