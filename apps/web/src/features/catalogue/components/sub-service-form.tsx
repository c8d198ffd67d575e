import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { insertSubServiceBodySchema, type ServiceCategory, type SubService } from '@seva/contract';
import { z } from 'zod';
import { errorMessage } from '@/lib/api-error';
import { formSchema } from '@/lib/form-schema';
import { useCreateSubService } from '../api/create-sub-service';
import { useUpdateSubService } from '../api/update-sub-service';
import { useCatalogueSave } from '../hooks/use-catalogue-save';
import { subServicePriceField, subServicePriceTexts } from '../price';
import { CatalogueTexts } from '../texts';
import {
  CatalogueFormLayout,
  type CatalogueFormValues,
  catalogueFieldTexts,
  catalogueIconField,
} from './catalogue-form-layout';

interface SubServiceFormValues extends CatalogueFormValues {
  price: string;
}

/** The contract's sub-service name, description and price rules under the form's names, and the chosen icon. */
const subServiceFormSchema = z.object({
  name: insertSubServiceBodySchema.shape.service_name,
  description: insertSubServiceBodySchema.shape.service_description,
  price: subServicePriceField,
  icon: catalogueIconField,
});

const subServiceFieldTexts = { ...catalogueFieldTexts, price: subServicePriceTexts };

interface SubServiceFormProps {
  category: Pick<ServiceCategory, 'service_cat_id'>;
  /** The sub-service to edit; null adds one to `category`. */
  subService: SubService | null;
  onSaved: () => void;
}

/**
 * Sub-Service Name, Icon, Price and Description. A price that is not a positive number and a missing
 * icon on add are shown in the form's alert and under the field with the texts of docs/product/catalogue.md#sub-service-form-rules; the icon is uploaded before the save is sent.
 */
export function SubServiceForm({ category, subService, onSaved }: SubServiceFormProps) {
  const editing = subService !== null;
  const create = useCreateSubService();
  const update = useUpdateSubService();
  const form = useForm<SubServiceFormValues>({
    initialValues: {
      name: subService?.service_name ?? '',
      price: subService ? String(subService.service_price) : '',
      description: subService?.service_description ?? '',
      icon: null,
    },
    validate: formSchema(subServiceFormSchema, subServiceFieldTexts),
  });
  const { save, isUploading, problem, refuse } = useCatalogueSave(form, onSaved);
  const saving = isUploading || create.isPending || update.isPending;

  function submit(values: SubServiceFormValues) {
    const fields = {
      service_cat_id: subService?.service_cat_id ?? category.service_cat_id,
      service_name: values.name.trim(),
      service_description: values.description.trim(),
      service_price: Number(values.price),
    };
    return save(values.icon, {
      iconRequired: editing ? undefined : CatalogueTexts.subServiceImageRequired,
      async send(iconUrl) {
        if (subService) {
          await update.mutateAsync({
            ...fields,
            service_id: subService.service_id,
            service_image_url: iconUrl ?? subService.service_image_url,
          });
          return CatalogueTexts.subServiceUpdated;
        }
        await create.mutateAsync({ ...fields, service_image_url: iconUrl ?? '' });
        return CatalogueTexts.subServiceAdded;
      },
      failureReason: errorMessage,
    });
  }

  return (
    <CatalogueFormLayout
      form={form}
      // A refused price is also the form's alert (docs/product/catalogue.md#sub-service-form-rules).
      onSubmit={form.onSubmit(submit, (errors) =>
        refuse(typeof errors.price === 'string' ? errors.price : null),
      )}
      problem={problem}
      labels={{ name: 'Sub-Service Name', icon: 'Sub-Service Icon' }}
      currentIcon={subService?.service_image_url}
      editing={editing}
      saving={saving}
      submitLabel={editing ? CatalogueTexts.updateSubService : CatalogueTexts.addSubService}
    >
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
    </CatalogueFormLayout>
  );
}
