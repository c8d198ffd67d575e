import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AddPlanForm } from '../components/plan-form';
import { SubscriptionTabs } from '../components/subscription-tabs';
import { SubscriptionPaths, SubscriptionTexts } from '../texts';

/** /addsubscriptions: a plan's name, price and description; on success back to /subscriptions. */
export function AddSubscriptionsPage() {
  const navigate = useNavigate();

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="add-subscription-heading">
      <SubscriptionTabs>
        <AddPlanForm
          onSaved={() => navigate(SubscriptionPaths.list)}
          maw={560}
          header={
            <div>
              <Title order={1} size="h3" id="add-subscription-heading">
                Add Subscriptions
              </Title>
              <Text size="sm" c="dimmed">
                A plan vendors can buy. Prices are in rupees.
              </Text>
            </div>
          }
          actions={(pending) => (
            <Group gap="sm">
              <Button type="submit" loading={pending}>
                {SubscriptionTexts.addSubscription}
              </Button>
              <Button component={Link} to={SubscriptionPaths.list} variant="default" disabled={pending}>
                {SubscriptionTexts.cancel}
              </Button>
            </Group>
          )}
        />
      </SubscriptionTabs>
    </Paper>
  );
}
