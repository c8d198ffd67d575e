import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/api-error';
import { useCreateSubscription } from '../api/create-subscription';
import { PAGE_LABELS, PlanFields } from '../components/plan-fields';
import { SubscriptionTabs } from '../components/subscription-tabs';
import { EMPTY_PLAN, isComplete, type PlanValues, toPlanBody } from '../plan-values';
import { SubscriptionPaths, SubscriptionTexts } from '../texts';

/** /addsubscriptions: a plan's name, price and description; on success back to /subscriptions. */
export function AddSubscriptionsPage() {
  const navigate = useNavigate();
  const create = useCreateSubscription();
  const [values, setValues] = useState<PlanValues>(EMPTY_PLAN);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    if (!isComplete(values)) {
      setProblem(SubscriptionTexts.fillAllFields);
      return;
    }
    setProblem(null);
    try {
      await create.mutateAsync(toPlanBody(values));
      notifications.show({ color: 'teal', message: SubscriptionTexts.added });
      setValues(EMPTY_PLAN);
      create.reset();
      navigate(SubscriptionPaths.list);
    } catch (error) {
      setProblem(SubscriptionTexts.error(errorMessage(error)));
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="add-subscription-heading">
      <PageTitle>Add Subscriptions</PageTitle>
      <SubscriptionTabs>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
          noValidate
        >
          <Stack gap="md" maw={560}>
            <div>
              <Title order={1} size="h3" id="add-subscription-heading">
                Add Subscriptions
              </Title>
              <Text size="sm" c="dimmed">
                A plan vendors can buy. Prices are in rupees.
              </Text>
            </div>
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            <PlanFields
              values={values}
              onChange={(change) => setValues((current) => ({ ...current, ...change }))}
              labels={PAGE_LABELS}
              disabled={create.isPending}
            />
            <Group gap="sm">
              <Button type="submit" loading={create.isPending}>
                {SubscriptionTexts.addSubscription}
              </Button>
              <Button
                component={Link}
                to={SubscriptionPaths.list}
                variant="default"
                disabled={create.isPending}
              >
                {SubscriptionTexts.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      </SubscriptionTabs>
    </Paper>
  );
}
