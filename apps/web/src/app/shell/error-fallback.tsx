import { Alert, Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface ErrorFallbackProps {
  message: string;
}

/** What a screen that failed to render shows instead (docs/product/shell-and-sign-in.md#render-failure). */
export function ErrorFallback({ message }: ErrorFallbackProps) {
  return (
    <Center mih="50vh" p="md">
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        role="alert"
        maw={560}
        w="100%"
      >
        <Stack gap="sm">
          <Title order={1} size="h3">
            Something went wrong.
          </Title>
          <Text size="sm">
            <Code>{message}</Code>
          </Text>
          <div>
            <Button variant="light" color="red" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          </div>
        </Stack>
      </Alert>
    </Center>
  );
}
