import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminSession } from '@seva/contract';
import { IconLogout2 } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { errorMessage } from '@/lib/api-error';
import { LOGIN_PATH } from '@/lib/paths';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { isMfaSetupRequired } from '../setup-required';
import { SessionTexts } from '../texts';
import { SessionsTable, sessionName } from './sessions-table';

type Confirming = { kind: 'one'; session: AdminSession } | { kind: 'others'; count: number };

/**
 * `Sessions`: where the member is signed in, each with `Sign out`, and `Sign out other sessions`. Signing
 * out this device's session leads to the sign-in screen.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  // This device first, then the others newest first, as the server lists them.
  const records = useMemo(
    () => [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current)),
    [sessions.data],
  );
  const others = records.filter((s) => !s.current).length;
  const onSignOut = useCallback((session: AdminSession) => setConfirming({ kind: 'one', session }), []);

  async function confirm() {
    if (!confirming) return;
    if (confirming.kind === 'one') {
      const { session } = confirming;
      const name = sessionName(session);
      try {
        await revoke.mutateAsync(session);
        if (session.current) {
          navigate(LOGIN_PATH, { replace: true });
          return;
        }
        notifications.show({ color: 'teal', message: SessionTexts.signedOut(name) });
      } catch (error) {
        notifications.show({ color: 'red', message: SessionTexts.signOutFailed(name, errorMessage(error)) });
      } finally {
        revoke.reset();
        setConfirming(null);
      }
      return;
    }
    try {
      const revoked = await revokeOthers.mutateAsync();
      notifications.show({ color: 'teal', message: SessionTexts.signedOutOthers(revoked) });
    } catch (error) {
      notifications.show({ color: 'red', message: SessionTexts.signOutOthersFailed(errorMessage(error)) });
    } finally {
      revokeOthers.reset();
      setConfirming(null);
    }
  }

  if (sessions.isError && isMfaSetupRequired(sessions.error))
    return (
      <Text size="sm" c="dimmed">
        {SessionTexts.setupRequired}
      </Text>
    );

  return (
    <Stack gap="md">
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout2 size={16} aria-hidden />}
          onClick={() => setConfirming({ kind: 'others', count: others })}
          disabled={others === 0}
          title={sessions.data && others === 0 ? SessionTexts.noOthers : undefined}
          aria-haspopup="dialog"
        >
          {SessionTexts.signOutOthers}
        </Button>
      </Group>
      {sessions.isError ? (
        <QueryErrorAlert
          title={SessionTexts.loadFailed}
          error={sessions.error}
          onRetry={() => sessions.refetch()}
        />
      ) : (
        <SessionsTable
          records={records}
          fetching={sessions.isFetching}
          emptyText={sessions.isPending ? SessionTexts.loading : SessionTexts.empty}
          onSignOut={onSignOut}
        />
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming?.kind === 'one'
            ? confirming.session.current
              ? SessionTexts.confirmSignOutCurrent
              : SessionTexts.confirmSignOut(sessionName(confirming.session))
            : SessionTexts.confirmSignOutOthers
        }
        confirmLabel={confirming?.kind === 'others' ? SessionTexts.signOutOthers : SessionTexts.signOut}
        loading={revoke.isPending || revokeOthers.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        {confirming?.kind === 'one'
          ? confirming.session.current
            ? SessionTexts.signOutCurrentDetail
            : SessionTexts.signOutDetail
          : confirming
            ? SessionTexts.signOutOthersDetail(confirming.count)
            : null}
      </ConfirmDialog>
    </Stack>
  );
}
