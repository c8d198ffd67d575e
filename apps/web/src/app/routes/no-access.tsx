import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePermissions } from '@/components/can';
import { HOME_PATH } from '@/lib/paths';
import { firstOpenPath } from '@/lib/route-permissions';
import { pageTitleFor } from '../page-titles';

export const NoAccessTexts = {
  title: 'You do not have access to this page',
  description:
    'Your role does not include this screen. If your work needs it, ask an owner of your team to change your role.',
  back: (screen: string) => `Back to ${screen}`,
  nowhere: 'Your role does not open any screen yet. Ask an owner of your team to give you a role.',
} as const;

/**
 * A route the member's role does not open (docs/product/shell-and-sign-in.md#no-access): what happened,
 * what to do, and a way back to the first screen they can open.
 */
export function NoAccessPage() {
  const way = firstOpenPath(usePermissions());
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="no-access-title">
      <EmptyState icon={<IconLock aria-hidden size={28} />} withIndicatorBackground>
        <EmptyState.Title order={1} id="no-access-title">
          {NoAccessTexts.title}
        </EmptyState.Title>
        <EmptyState.Description>
          {way ? NoAccessTexts.description : NoAccessTexts.nowhere}
        </EmptyState.Description>
        {way ? (
          <EmptyState.Actions>
            <Button component={Link} to={way} variant="light">
              {NoAccessTexts.back(pageTitleFor(way, '', HOME_PATH))}
            </Button>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
    </Paper>
  );
}
