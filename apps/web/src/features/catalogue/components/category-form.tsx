import { useForm } from '@mantine/form';
import { insertServiceCategoryBodySchema, type ServiceCategory } from '@seva/contract';
import { z } from 'zod';
import { errorMessage, messageOr } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useCreateServiceCategory } from '../api/create-service-category';
import { useUpdateServiceCategory } from '../api/update-service-category';
import { useCatalogueSave } from '../hooks/use-catalogue-save';
import { CatalogueTexts } from '../texts';
import {
  CatalogueFormLayout,
  type CatalogueFormValues,
  catalogueFieldTexts,
  catalogueIconField,
} from './catalogue-form-layout';

/** The contract's category name and description rules under the form's names, and the chosen icon. */
const categoryFormSchema = z.object({
  name: insertServiceCategoryBodySchema.shape.service_category_name,
  description: insertServiceCategoryBodySchema.shape.service_desc,
  icon: catalogueIconField,
});

interface CategoryFormProps {
  /** The category to edit; null adds a new one. */
  category: ServiceCategory | null;
  onSaved: () => void;
}

/** Name, Service Icon and Description; the icon is uploaded first and the save is sent only if that worked. */
export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const editing = category !== null;
  const create = useCreateServiceCategory();
  const update = useUpdateServiceCategory();
  const form = useForm<CatalogueFormValues>({
    initialValues: {
      name: category?.service_name ?? '',
      description: category?.service_description ?? '',
      icon: null,
    },
    validate: formSchema(categoryFormSchema, catalogueFieldTexts),
  });
  const { save, isUploading, problem } = useCatalogueSave(form, onSaved);
  const saving = isUploading || create.isPending || update.isPending;

  function submit(values: CatalogueFormValues) {
    const fields = { service_category_name: values.name.trim(), service_desc: values.description.trim() };
    return save(values.icon, {
      iconRequired: editing ? undefined : CatalogueTexts.categoryImageRequired,
      async send(iconUrl) {
        if (category) {
          await update.mutateAsync({
            ...fields,
            service_cat_id: category.service_cat_id,
            service_category_url: iconUrl ?? category.service_image_url,
          });
          return CatalogueTexts.categoryUpdated;
        }
        await create.mutateAsync({ ...fields, service_category_url: iconUrl ?? '' });
        return CatalogueTexts.categoryAdded;
      },
      failureReason: (error) =>
        editing ? messageOr(error, CatalogueTexts.updateCategoryFailed) : errorMessage(error),
    });
  }

  return (
    <CatalogueFormLayout
      form={form}
      onSubmit={form.onSubmit(submit)}
      problem={problem}
      labels={{ name: 'Name', icon: 'Service Icon' }}
      currentIcon={category?.service_image_url}
      editing={editing}
      saving={saving}
      submitLabel={editing ? CatalogueTexts.updateCategory : CatalogueTexts.addCategory}
    />
  );
}
