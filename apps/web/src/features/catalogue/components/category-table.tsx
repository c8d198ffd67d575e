import { Button, Text } from '@mantine/core';
import type { ServiceCategory, SubService } from '@seva/contract';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/data-table';
import { ImageWithFallback } from '@/components/image-with-fallback';
import { actionsColumn } from '@/components/row-actions';
import { CatalogueTexts } from '../texts';

/** Buttons keep their labels whole; the description column gives way instead. */
const NO_SHRINK = { flexShrink: 0 } as const;

/** docs/product/catalogue.md#service-category-screen: the category list area is at most 550 px high and scrolls inside. */
export const CATEGORY_LIST_MAX_HEIGHT = 550;

/** A category row's actions: only for a member whose role has `catalogue.manage`. */
export interface CategoryActions {
  onAddSubService: (category: ServiceCategory) => void;
  onEdit: (category: ServiceCategory) => void;
  onDelete: (category: ServiceCategory) => void;
}

interface CategoryTableProps {
  onToggle: (category: ServiceCategory) => void;
  /** The rows' actions; without them the table has no Actions column. */
  manage: CategoryActions | null;
  records: ServiceCategory[];
  subServicesOf: (categoryId: number) => SubService[] | undefined;
  expandedId: number | null;
  fetching: boolean;
  emptyText: string;
  renderExpanded: (category: ServiceCategory) => ReactNode;
}

export function CategoryTable({
  records,
  subServicesOf,
  expandedId,
  fetching,
  emptyText,
  renderExpanded,
  onToggle,
  manage,
}: CategoryTableProps) {
  // Name, icon, description, the sub-services toggle, then the row actions (one ⋮ menu): the product's order.
  const columns: DataTableColumn<ServiceCategory>[] = [
    {
      accessor: 'service_name',
      title: 'Name',
      width: 160,
      render: (c) => (
        <Text fw={600} size="sm">
          {c.service_name}
        </Text>
      ),
    },
    {
      accessor: 'service_image_url',
      title: 'Icon',
      width: 72,
      render: (c) => (
        <ImageWithFallback
          src={c.service_image_url}
          alt={`${c.service_name} icon`}
          w={40}
          h={40}
          radius="sm"
        />
      ),
    },
    {
      accessor: 'service_description',
      title: 'Description',
      render: (c) => (
        <Text size="sm" lineClamp={2}>
          {c.service_description}
        </Text>
      ),
    },
    {
      accessor: 'sub_services',
      title: 'Sub-services',
      // As wide as its button, whatever the count and the font: a fixed width let it run under the actions.
      noWrap: true,
      render: (c) => {
        const open = expandedId === c.service_cat_id;
        const count = subServicesOf(c.service_cat_id)?.length;
        return (
          <Button
            size="compact-xs"
            style={NO_SHRINK}
            variant={open ? 'light' : 'subtle'}
            aria-expanded={open}
            leftSection={
              open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />
            }
            onClick={() => onToggle(c)}
          >
            {`Sub-services${count === undefined ? '' : ` (${count})`}`}
          </Button>
        );
      },
    },
    ...(manage
      ? [
          actionsColumn<ServiceCategory>({
            rowName: (c) => c.service_name,
            actions: (c) => [
              {
                label: CatalogueTexts.addSubService,
                icon: <IconPlus size={14} aria-hidden />,
                onClick: () => manage.onAddSubService(c),
              },
              {
                label: CatalogueTexts.edit,
                icon: <IconPencil size={14} aria-hidden />,
                onClick: () => manage.onEdit(c),
              },
              {
                label: CatalogueTexts.delete,
                icon: <IconTrash size={14} aria-hidden />,
                color: 'red',
                onClick: () => manage.onDelete(c),
              },
            ],
          }),
        ]
      : []),
  ];

  return (
    <DataTable<ServiceCategory>
      aria-label="Service categories"
      idAccessor="service_cat_id"
      columns={columns}
      records={records}
      fetching={fetching}
      maxHeight={CATEGORY_LIST_MAX_HEIGHT}
      noRecordsText={emptyText}
      rowExpansion={{
        trigger: 'never',
        allowMultiple: false,
        expanded: { recordIds: expandedId === null ? [] : [expandedId] },
        content: ({ record }) => renderExpanded(record),
      }}
    />
  );
}
