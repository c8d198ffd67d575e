import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ServiceCategory, SubService } from '@seva/contract';
import { Link } from 'react-router';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateSubService } from '../api/create-sub-service';
import { useUpdateSubService } from '../api/update-sub-service';
import { useUploadChosenImage } from '../hooks/use-upload-chosen-image';
import { subServicePriceError } from '../price';
import { CataloguePaths, CatalogueTexts } from '../texts';
import { ImageField, isAllowedImage } from './image-field';

interface SubServiceFormValues {
  name: string;
  price: string;
  description: string;
  icon: File | null;
}

interface SubServiceFormProps {
  category: Pick<ServiceCategory, 'service_cat_id'>;
  /** The sub-service to edit; null adds one to `category`. */
  subService: SubService | null;
  onSaved: () => void;
}

const required = (message: string) => (value: string) => (value.trim() ? null : message);

/**
 * Sub-Service Name, Icon, Price and Description. A price that is not a positive number and a missing
 * icon on add are alerted with the texts of docs/product/catalogue.md#sub-service-form-rules; the icon is uploaded before the save is sent.
 */
export function SubServiceForm({ category, subService, onSaved }: SubServiceFormProps) {
  const editing = subService !== null;
  const create = useCreateSubService();
  const update = useUpdateSubService();
  const { uploadChosen, isUploading } = useUploadChosenImage();
  const form = useForm<SubServiceFormValues>({
    initialValues: {
      name: subService?.service_name ?? '',
      price: subService ? String(subService.service_price) : '',
      description: subService?.service_description ?? '',
      icon: null,
    },
    validate: {
      name: required(CatalogueTexts.nameRequired),
      description: required(CatalogueTexts.descriptionRequired),
      icon: (file) => (file && !isAllowedImage(file) ? CatalogueTexts.notAnImage : null),
    },
  });
  const saving = isUploading || create.isPending || update.isPending;

  async function submit(values: SubServiceFormValues) {
    const priceError = subServicePriceError(values.price);
    if (priceError) {
      notifications.show({ color: 'red', message: priceError });
      form.setFieldError('price', priceError);
      return;
    }
    if (!editing && !values.icon) {
      notifications.show({ color: 'red', message: CatalogueTexts.subServiceImageRequired });
      form.setFieldError('icon', CatalogueTexts.subServiceImageRequired);
      return;
    }
    const uploaded = await uploadChosen(values.icon);
    if (!uploaded.ok) {
      form.setFieldError('icon', uploaded.reason);
      return;
    }
    const fields = {
      service_cat_id: subService?.service_cat_id ?? category.service_cat_id,
      service_name: values.name.trim(),
      service_description: values.description.trim(),
      service_price: Number(values.price),
    };
    try {
      if (subService) {
        await update.mutateAsync({
          ...fields,
          service_id: subService.service_id,
          service_image_url: uploaded.url ?? subService.service_image_url,
        });
        notifications.show({ color: 'teal', message: CatalogueTexts.subServiceUpdated });
      } else {
        await create.mutateAsync({ ...fields, service_image_url: uploaded.url ?? '' });
        notifications.show({ color: 'teal', message: CatalogueTexts.subServiceAdded });
      }
      form.reset();
      onSaved();
    } catch (error) {
      notifications.show({ color: 'red', message: CatalogueTexts.saveFailed(errorMessage(error)) });
      if (isApiError(error) && error.status === 409) form.setFieldError('name', error.message);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput
          label="Sub-Service Name"
          withAsterisk
          maxLength={100}
          disabled={saving}
          {...form.getInputProps('name')}
        />
        <ImageField
          label="Sub-Service Icon"
          required={!editing}
          currentUrl={subService?.service_image_url}
          disabled={saving}
          value={form.values.icon}
          onChange={(file) => form.setFieldValue('icon', file)}
          error={form.errors.icon}
        />
        <TextInput
          label="Sub-Service Price"
          description="In rupees (₹), for example 499 or 1249.50"
          type="number"
          inputMode="decimal"
          min={0.01}
          step={0.01}
          leftSection="₹"
          withAsterisk
          disabled={saving}
          {...form.getInputProps('price')}
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
            {editing ? CatalogueTexts.updateSubService : CatalogueTexts.addSubService}
          </Button>
          <Button component={Link} to={CataloguePaths.list} variant="default" disabled={saving}>
            {CatalogueTexts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
