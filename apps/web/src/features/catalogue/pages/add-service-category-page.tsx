import type { ServiceCategory } from '@seva/contract';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useServiceCategories } from '@/api/get-service-categories';
import { CatalogueLoadError } from '../components/catalogue-load-error';
import { CategoryForm } from '../components/category-form';
import { FormLoading, FormPage, NotFoundText } from '../components/form-page';
import { fromNavigationState, idFromSearch } from '../edit-target';
import { CataloguePaths, CatalogueTexts } from '../texts';

/**
 * /addservicecategory: adds a category, or edits the one the list passed in navigation state.
 * Opened directly, `?id=` names the category to edit (ADR 006).
 */
export function AddServiceCategoryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idFromSearch(search, 'id');
  const passed = fromNavigationState<ServiceCategory>(location.state, 'category');
  const fromState = passed && (id === null || passed.service_cat_id === id) ? passed : undefined;
  const needsLookup = id !== null && !fromState;
  const categories = useServiceCategories();
  const looked = needsLookup ? categories.data?.find((c) => c.service_cat_id === id) : undefined;
  const category = fromState ?? looked ?? null;
  const editing = category !== null || needsLookup;
  const title = editing ? 'Edit Service Category' : 'Add Service Category';
  const done = () => navigate(CataloguePaths.list);

  let body: ReactNode;
  if (needsLookup && categories.isPending) body = <FormLoading />;
  else if (needsLookup && categories.isError) {
    body = <CatalogueLoadError title={CatalogueTexts.fetchCategoriesFailed} query={categories} />;
  } else if (needsLookup && !looked) body = <NotFoundText>{CatalogueTexts.categoryNotFound}</NotFoundText>;
  else body = <CategoryForm key={category?.service_cat_id ?? 'new'} category={category} onSaved={done} />;

  return (
    <FormPage
      title={title}
      subtitle={
        category ? `Editing ${category.service_name}` : 'A category groups the sub-services vendors offer.'
      }
    >
      {body}
    </FormPage>
  );
}
