import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ServiceCategory } from '@seva/contract';
import { Link } from 'react-router';
import { errorMessage, isApiError, messageOr } from '@/lib/api-error';
import { useCreateServiceCategory } from '../api/create-service-category';
import { useUpdateServiceCategory } from '../api/update-service-category';
import { useUploadChosenImage } from '../hooks/use-upload-chosen-image';
import { CataloguePaths, CatalogueTexts } from '../texts';
import { ImageField, isAllowedImage } from './image-field';

interface CategoryFormValues {
  name: string;
  description: string;
  icon: File | null;
}

interface CategoryFormProps {
  /** The category to edit; null adds a new one. */
  category: ServiceCategory | null;
  onSaved: () => void;
}

const required = (message: string) => (value: string) => (value.trim() ? null : message);

/** Name, Service Icon and Description; the icon is uploaded first and the save is sent only if that worked. */
export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const editing = category !== null;
  const create = useCreateServiceCategory();
  const update = useUpdateServiceCategory();
  const { uploadChosen, isUploading } = useUploadChosenImage();
  const form = useForm<CategoryFormValues>({
    initialValues: {
      name: category?.service_name ?? '',
      description: category?.service_description ?? '',
      icon: null,
    },
    validate: {
      name: required(CatalogueTexts.nameRequired),
      description: required(CatalogueTexts.descriptionRequired),
      icon: (file) => (file && !isAllowedImage(file) ? CatalogueTexts.notAnImage : null),
    },
  });
  const saving = isUploading || create.isPending || update.isPending;

  async function submit(values: CategoryFormValues) {
    if (!editing && !values.icon) {
      notifications.show({ color: 'red', message: CatalogueTexts.categoryImageRequired });
      form.setFieldError('icon', CatalogueTexts.categoryImageRequired);
      return;
    }
    const uploaded = await uploadChosen(values.icon);
    if (!uploaded.ok) {
      form.setFieldError('icon', uploaded.reason);
      return;
    }
    const fields = { service_category_name: values.name.trim(), service_desc: values.description.trim() };
    try {
      if (category) {
        await update.mutateAsync({
          ...fields,
          service_cat_id: category.service_cat_id,
          service_category_url: uploaded.url ?? category.service_image_url,
        });
        notifications.show({ color: 'teal', message: CatalogueTexts.categoryUpdated });
      } else {
        await create.mutateAsync({ ...fields, service_category_url: uploaded.url ?? '' });
        notifications.show({ color: 'teal', message: CatalogueTexts.categoryAdded });
      }
      form.reset();
      onSaved();
    } catch (error) {
      const reason = editing ? messageOr(error, CatalogueTexts.updateCategoryFailed) : errorMessage(error);
      notifications.show({ color: 'red', message: CatalogueTexts.saveFailed(reason) });
      if (isApiError(error) && error.status === 409) form.setFieldError('name', error.message);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          disabled={saving}
          {...form.getInputProps('name')}
        />
        <ImageField
          label="Service Icon"
          required={!editing}
          currentUrl={category?.service_image_url}
          disabled={saving}
          value={form.values.icon}
          onChange={(file) => form.setFieldValue('icon', file)}
          error={form.errors.icon}
        />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          disabled={saving}
          {...form.getInputProps('description')}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {editing ? CatalogueTexts.updateCategory : CatalogueTexts.addCategory}
          </Button>
          <Button component={Link} to={CataloguePaths.list} variant="default" disabled={saving}>
            {CatalogueTexts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
