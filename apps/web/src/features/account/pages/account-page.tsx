import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMe } from '@/api/get-me';
import { LoadingIndicator } from '@/components/loading-indicator';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useSessions } from '../api/get-sessions';
import { AccountSection } from '../components/account-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoStepSection } from '../components/two-step-section';
import { TwoStepStatus } from '../components/two-step-status';
import { isMfaSetupRequired } from '../setup-required';
import { AccountTexts, PasswordTexts, ProfileTexts, SessionTexts, TwoStepTexts } from '../texts';

const TWO_STEP_ID = 'two-step';

/**
 * /account (docs/product/team.md#what-the-web-shows-account): every member's own name, password, two-step
 * sign-in and sessions. It needs nothing but who is signed in (`GET /admin/me`) and the member's own
 * routes, so a member whose role must turn on two-step sign-in first, refused everywhere else, can do it here.
 */
export function AccountPage() {
  const me = useMe();
  // The sessions' answer tells whether the role waits for two-step sign-in (the server refuses the rest).
  const sessions = useSessions();
  const setupRequired = me.data?.mfa_enabled === false && isMfaSetupRequired(sessions.error);

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h3">
          {AccountTexts.title}
        </Title>
        <Text size="sm" c="dimmed">
          {AccountTexts.summary}
        </Text>
      </div>
      {me.data ? (
        <>
          {setupRequired ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconShieldLock aria-hidden />}
              title={TwoStepTexts.heading}
              role="status"
            >
              {TwoStepTexts.setupRequired}
            </Alert>
          ) : null}
          <AccountSection id="profile" title={ProfileTexts.heading}>
            <ProfileSection me={me.data} />
          </AccountSection>
          <AccountSection id="password" title={PasswordTexts.heading} note={PasswordTexts.note}>
            <PasswordSection />
          </AccountSection>
          <AccountSection
            id={TWO_STEP_ID}
            title={TwoStepTexts.heading}
            aside={<TwoStepStatus on={me.data.mfa_enabled} />}
          >
            <TwoStepSection
              me={me.data}
              onStepClosed={() => document.getElementById(`${TWO_STEP_ID}-heading`)?.focus()}
            />
          </AccountSection>
          <AccountSection id="sessions" title={SessionTexts.heading} note={SessionTexts.note}>
            <SessionsSection />
          </AccountSection>
        </>
      ) : me.isError ? (
        <QueryErrorAlert title={AccountTexts.loadFailed} error={me.error} onRetry={() => me.refetch()} />
      ) : (
        <LoadingIndicator />
      )}
    </Stack>
  );
}
