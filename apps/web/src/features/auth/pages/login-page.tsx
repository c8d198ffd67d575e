import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Logo } from '@/components/logo';
import { LoginForm } from '../components/login-form';
import { PasswordRecovery } from '../components/password-recovery';

type Mode = { name: 'login'; notice: string | null } | { name: 'recovery' };

/** /adminlogin: sign in, or recover a forgotten password. */
export function LoginPage() {
  const [mode, setMode] = useState<Mode>({ name: 'login', notice: null });
  const recovering = mode.name === 'recovery';
  const heading = recovering ? 'Reset your password' : 'Sign in to Seva Admin';

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6} align="center">
            <Logo size={44} />
            <Title order={1} size="h3" ta="center">
              {heading}
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              {recovering
                ? 'We will text a one-time code to your registered phone.'
                : 'Administrators of the Seva marketplace only.'}
            </Text>
          </Stack>
          {recovering ? (
            <PasswordRecovery
              onBack={() => setMode({ name: 'login', notice: null })}
              onComplete={(notice) => setMode({ name: 'login', notice })}
            />
          ) : (
            <LoginForm notice={mode.notice} onForgotPassword={() => setMode({ name: 'recovery' })} />
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
