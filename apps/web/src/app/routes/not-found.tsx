import { Button, EmptyState, Paper } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HOME_PATH } from '@/lib/paths';
import { NOT_FOUND_TITLE } from '../page-titles';

/** Any path the product does not have. */
export function NotFoundPage() {
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="not-found-title">
      <EmptyState icon={<IconMapOff aria-hidden size={28} />} withIndicatorBackground>
        <EmptyState.Title order={1} id="not-found-title">
          {NOT_FOUND_TITLE}
        </EmptyState.Title>
        <EmptyState.Description>There is no screen at this address.</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={HOME_PATH} variant="light">
            Back to Vendor List
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
