import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddVendorForm } from '../components/add-vendor-form';

/** /addvendor: the static add-vendor form of docs/product/vendors.md#add-vendor. */
export function AddVendorPage() {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="add-vendor-heading" maw={960}>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to="/managevendor" size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              Vendor List
            </Group>
          </Anchor>
          <Title order={1} size="h3" id="add-vendor-heading" mt={4}>
            Add Vendor
          </Title>
          <Text size="sm" c="dimmed">
            All fields are required.
          </Text>
        </div>
        <AddVendorForm />
      </Stack>
    </Paper>
  );
}
