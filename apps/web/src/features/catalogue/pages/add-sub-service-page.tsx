import type { SubService } from '@seva/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useServiceCategories } from '@/api/get-service-categories';
import { useSubServices } from '../api/get-sub-services';
import { CatalogueLoadError } from '../components/catalogue-load-error';
import { FormLoading, FormPage, NotFoundText } from '../components/form-page';
import { SubServiceForm } from '../components/sub-service-form';
import { fromNavigationState, idFromSearch } from '../edit-target';
import { CataloguePaths, CatalogueTexts } from '../texts';

/** The navigation state the list passes: a category id to add to, or the sub-service to edit. */
interface SubServiceNavigationState {
  categoryId?: number;
  subService?: SubService;
}

/**
 * /addsubservice: adds a sub-service to a category or edits one, as the navigation state says.
 * Opened directly, `?categoryId=` adds and `?id=` edits (ADR 006); with neither it goes back to the list.
 */
export function AddSubServicePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const state = (location.state ?? {}) as SubServiceNavigationState;
  const editId = idFromSearch(search, 'id');
  const passed = fromNavigationState<SubService>(state, 'subService');
  const fromState = passed && (editId === null || passed.service_id === editId) ? passed : undefined;
  const needsLookup = editId !== null && !fromState;
  const subServices = useSubServices();
  const categories = useServiceCategories();
  const subService =
    fromState ?? (needsLookup ? subServices.data?.find((s) => s.service_id === editId) : undefined);
  const categoryId =
    subService?.service_cat_id ??
    (typeof state.categoryId === 'number' ? state.categoryId : idFromSearch(search, 'categoryId'));
  const category = categories.data?.find((c) => c.service_cat_id === categoryId);
  const editing = subService !== undefined || needsLookup;
  const done = () => navigate(CataloguePaths.list);

  if (!editing && categoryId === null) return <Navigate to={CataloguePaths.list} replace />;

  let body: ReactNode;
  if ((needsLookup && subServices.isPending) || categories.isPending) body = <FormLoading />;
  else if (needsLookup && subServices.isError) {
    body = <CatalogueLoadError title={CatalogueTexts.fetchSubServicesFailed} query={subServices} />;
  } else if (categories.isError) {
    body = <CatalogueLoadError title={CatalogueTexts.fetchCategoriesFailed} query={categories} />;
  } else if (needsLookup && !subService)
    body = <NotFoundText>{CatalogueTexts.subServiceNotFound}</NotFoundText>;
  else if (!category || categoryId === null)
    body = <NotFoundText>{CatalogueTexts.categoryNotFound}</NotFoundText>;
  else {
    body = (
      <SubServiceForm
        key={subService?.service_id ?? `new-${categoryId}`}
        category={category}
        subService={subService ?? null}
        onSaved={done}
      />
    );
  }

  const title = editing ? 'Edit Sub-Service' : 'Add Sub-Service';
  return (
    <FormPage title={title} subtitle={category ? `Category: ${category.service_name}` : undefined}>
      {body}
    </FormPage>
  );
}
