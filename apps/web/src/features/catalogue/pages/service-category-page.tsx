import { Button, Paper, Stack, Text } from '@mantine/core';
import { matchesSearch, type ServiceCategory, type SubService } from '@seva/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useServiceCategories } from '@/api/get-service-categories';
import { useCanOpen } from '@/components/can';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ExportCsvButton } from '@/components/export-csv-button';
import { ListHeader, ListTitle } from '@/components/list-header';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useSubServices } from '../api/get-sub-services';
import { CatalogueLoadError } from '../components/catalogue-load-error';
import { CategoryTable } from '../components/category-table';
import { SubServicePanel } from '../components/sub-service-panel';
import { useCatalogueDeletes } from '../hooks/use-catalogue-deletes';
import { CataloguePaths, CatalogueTexts } from '../texts';

/**
 * /servicecategory: the categories with search by name, one expanded at a time to show its
 * sub-services, and the way to add, edit and delete both.
 */
export function ServiceCategoryPage() {
  const navigate = useNavigate();
  // The whole list is loaded and filtered here as the admin types; the term is kept in the URL (`q`).
  const { search, setSearch } = usePagedSearch();
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const categories = useServiceCategories();
  const subServices = useSubServices();
  // Adding, editing and deleting need `catalogue.manage` (docs/product/team.md#what-the-web-shows).
  const canManage = useCanOpen(CataloguePaths.addCategory);
  const deletes = useCatalogueDeletes({
    onCategoryDeleted: (id) => setExpandedId((open) => (open === id ? null : open)),
  });

  const visible = useMemo(
    () => (categories.data ?? []).filter((c) => matchesSearch(search, c.service_name)),
    [categories.data, search],
  );
  const byCategory = useMemo(() => {
    const groups = new Map<number, SubService[]>();
    for (const sub of subServices.data ?? []) {
      const list = groups.get(sub.service_cat_id) ?? [];
      list.push(sub);
      groups.set(sub.service_cat_id, list);
    }
    return groups;
  }, [subServices.data]);
  const subServicesOf = (id: number) => (subServices.data ? (byCategory.get(id) ?? []) : undefined);

  // After a failed load the error and its Retry speak for the list; an empty text would contradict them.
  const showTable = !categories.isError || visible.length > 0;
  const emptyText = categories.isPending
    ? CatalogueTexts.loading
    : search.trim()
      ? CatalogueTexts.noMatchingCategories
      : CatalogueTexts.noCategories;

  function renderExpanded(category: ServiceCategory) {
    if (subServices.isError) {
      return (
        <Stack p="md">
          <CatalogueLoadError title={CatalogueTexts.fetchSubServicesFailed} query={subServices} />
        </Stack>
      );
    }
    if (!subServices.data) {
      return (
        <Text size="sm" c="dimmed" p="md" role="status">
          {CatalogueTexts.loading}
        </Text>
      );
    }
    return (
      <SubServicePanel
        category={category}
        subServices={byCategory.get(category.service_cat_id) ?? []}
        manage={
          canManage
            ? {
                onEdit: (subService) =>
                  navigate(CataloguePaths.editSubService(subService.service_id), { state: { subService } }),
                onDelete: (subService) => deletes.ask({ kind: 'sub-service', subService }),
              }
            : null
        }
      />
    );
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="service-category-heading">
      <Stack gap="md">
        <ListHeader
          search={{ label: 'Search by name', value: search, onChange: setSearch, width: 280 }}
          actions={
            <>
              <ExportCsvButton path="/admin/data/getSERVICE_CATEGORIES" filters={{ q: search.trim() }} />
              {canManage ? (
                <Button
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => navigate(CataloguePaths.addCategory)}
                >
                  {CatalogueTexts.addCategoryButton}
                </Button>
              ) : null}
            </>
          }
        >
          <ListTitle
            title="Service Category"
            headingId="service-category-heading"
            summary={
              categories.data
                ? `${categories.data.length} categories, ${subServices.data?.length ?? 0} sub-services`
                : undefined
            }
          />
        </ListHeader>

        {categories.isError ? (
          <CatalogueLoadError title={CatalogueTexts.fetchCategoriesFailed} query={categories} />
        ) : null}

        {showTable ? (
          <CategoryTable
            records={visible}
            subServicesOf={subServicesOf}
            expandedId={expandedId}
            fetching={categories.isFetching}
            emptyText={emptyText}
            renderExpanded={renderExpanded}
            onToggle={(c) => setExpandedId((open) => (open === c.service_cat_id ? null : c.service_cat_id))}
            manage={
              canManage
                ? {
                    onAddSubService: (c) =>
                      navigate(CataloguePaths.addSubService(c.service_cat_id), {
                        state: { categoryId: c.service_cat_id },
                      }),
                    onEdit: (category) =>
                      navigate(CataloguePaths.editCategory(category.service_cat_id), { state: { category } }),
                    onDelete: (category) => deletes.ask({ kind: 'category', category }),
                  }
                : null
            }
          />
        ) : null}
      </Stack>

      <ConfirmDialog
        opened={deletes.target !== null}
        title={deletes.question}
        confirmLabel={CatalogueTexts.delete}
        loading={deletes.isPending}
        onConfirm={deletes.confirm}
        onCancel={deletes.cancel}
      >
        This cannot be undone.
      </ConfirmDialog>
    </Paper>
  );
}
