import { Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { FormError } from '@/components/form-error';
import { saveBlob } from '@/lib/download-csv';
import { RECOVERY_CODES_FILE, recoveryCodesFile, TwoStepTexts } from '../texts';

interface RecoveryCodesProps {
  codes: readonly string[];
  /** The member's email, named in the downloaded file. */
  email: string;
  onDone: () => void;
}

/** The ten recovery codes, shown this once, to copy or download (a .txt file); `Done` hides them for good. */
export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const clipboard = useClipboard({ timeout: 3000 });
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown in place of the form whose button was pressed: focus moves to the codes.
  useEffect(() => heading.current?.focus(), []);
  const download = () =>
    saveBlob(
      new Blob([recoveryCodesFile(email, codes)], { type: 'text/plain;charset=utf-8' }),
      RECOVERY_CODES_FILE,
    );

  return (
    <Stack gap="md">
      <Text size="sm" fw={600} role="status">
        {TwoStepTexts.enabled}
      </Text>
      <div>
        <Title order={3} size="h5" ref={heading} tabIndex={-1}>
          {TwoStepTexts.recoveryHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {TwoStepTexts.recoveryNote}
        </Text>
      </div>
      <List
        aria-label={TwoStepTexts.recoveryList}
        listStyleType="none"
        spacing={4}
        style={{ columns: 2, maxWidth: 320, paddingInlineStart: 0 }}
      >
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <FormError message={clipboard.error ? TwoStepTexts.copyFailed : null} />
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={
            clipboard.copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
          }
          onClick={() => clipboard.copy(codes.join('\n'))}
        >
          {clipboard.copied ? TwoStepTexts.copied : TwoStepTexts.copy}
        </Button>
        <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} onClick={download}>
          {TwoStepTexts.download}
        </Button>
        <Button onClick={onDone}>{TwoStepTexts.done}</Button>
      </Group>
    </Stack>
  );
}
