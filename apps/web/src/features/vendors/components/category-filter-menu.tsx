import { Loader, Menu, ScrollArea, Text } from '@mantine/core';
import { IconCheck, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useServiceCategoriesByName } from '@/api/get-service-categories';
import { VendorTexts } from '../messages';
import { CategoryFilterButton, CategoryFilterIndicator } from './category-filter-button';

export interface CategoryFilterMenuProps {
  /** The chosen category name, or null. */
  value: string | null;
  onChange: (category: string | null) => void;
}

/** docs/product/vendors.md#category-filter: the filter icon opens the service-category list with a Clear option. */
export function CategoryFilterMenu({ value, onChange }: CategoryFilterMenuProps) {
  const [opened, setOpened] = useState(false);
  const categories = useServiceCategoriesByName({ enabled: opened });

  return (
    <CategoryFilterIndicator chosen={Boolean(value)}>
      <Menu shadow="md" width={240} position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
        <Menu.Target>
          <CategoryFilterButton chosen={Boolean(value)} />
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Service category</Menu.Label>
          {categories.isPending ? (
            <Menu.Item disabled leftSection={<Loader size={14} />}>
              {VendorTexts.loading}
            </Menu.Item>
          ) : null}
          {categories.isError ? (
            <Text size="sm" c="red" px="sm" py={6} role="alert">
              {VendorTexts.fetchCategoriesFailed}
            </Text>
          ) : null}
          <ScrollArea.Autosize mah={320} type="auto">
            {categories.data?.map((category) => {
              const selected = category.service_name === value;
              return (
                <Menu.Item
                  key={category.service_cat_id}
                  onClick={() => onChange(category.service_name)}
                  rightSection={selected ? <IconCheck size={16} aria-hidden /> : null}
                  aria-current={selected || undefined}
                  fw={selected ? 600 : undefined}
                >
                  {category.service_name}
                </Menu.Item>
              );
            })}
          </ScrollArea.Autosize>
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => onChange(null)}
            disabled={!value}
          >
            Clear
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </CategoryFilterIndicator>
  );
}
