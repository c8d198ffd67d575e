import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ServiceCategory, SubService } from '@seva/contract';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { formatRupees } from '@/lib/format';
import { CataloguePaths, CatalogueTexts } from '../texts';

interface SubServicePanelProps {
  category: ServiceCategory;
  subServices: SubService[];
  /** Edit and Delete, and the link to add one: only for a member whose role has `catalogue.manage`. */
  manage: { onEdit: (subService: SubService) => void; onDelete: (subService: SubService) => void } | null;
}

/** The expanded category: its sub-services with name, icon, price in rupees, description and actions. */
export function SubServicePanel({ category, subServices, manage }: SubServicePanelProps) {
  const addLink = manage ? (
    <Anchor
      component={Link}
      to={CataloguePaths.addSubService(category.service_cat_id)}
      state={{ categoryId: category.service_cat_id }}
      size="sm"
    >
      Add a sub-service to {category.service_name}
    </Anchor>
  ) : null;

  if (subServices.length === 0) {
    return (
      <Stack gap={4} p="md" bg="var(--mantine-color-gray-0)">
        <Text size="sm">{CatalogueTexts.noSubServices}</Text>
        {addLink}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" p="md" bg="var(--mantine-color-gray-0)">
      <Table
        aria-label={`Sub-services of ${category.service_name}`}
        verticalSpacing="xs"
        highlightOnHover
        bg="var(--mantine-color-body)"
        withTableBorder
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w={56}>Icon</Table.Th>
            <Table.Th w={120}>Price</Table.Th>
            <Table.Th>Description</Table.Th>
            {manage ? <Table.Th w={180}>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subServices.map((sub) => (
            <Table.Tr key={sub.service_id}>
              <Table.Td fw={500}>{sub.service_name}</Table.Td>
              <Table.Td>
                <ImageWithFallback
                  src={sub.service_image_url}
                  alt={`${sub.service_name} icon`}
                  w={36}
                  h={36}
                  radius="sm"
                />
              </Table.Td>
              <Table.Td>{formatRupees(sub.service_price)}</Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {sub.service_description}
                </Text>
              </Table.Td>
              {manage ? (
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => manage.onEdit(sub)}
                    >
                      {CatalogueTexts.edit}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => manage.onDelete(sub)}
                    >
                      {CatalogueTexts.delete}
                    </Button>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {addLink ? (
        <Group gap={4}>
          <IconPlus size={14} aria-hidden />
          {addLink}
        </Group>
      ) : null}
    </Stack>
  );
}
