import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { Vendor } from '@seva/contract';
import { useServiceCategoriesByName } from '@/api/get-service-categories';
import { FormError } from '@/components/form-error';
import { messageOr } from '@/lib/api-error';
import { useEditVendor } from '../api/edit-vendor';
import {
  type EditVendorValues,
  editVendorBody,
  editVendorValues,
  EditVendorTexts as T,
  validateEditVendor,
} from '../edit-vendor-rules';

interface EditVendorDialogProps {
  vendor: Vendor;
  onClose: () => void;
}

/**
 * `Edit details: {vendor}` (docs/product/vendors.md#edit-details): the operating details, checked by the
 * vendor app's rules before sending; a refusal stays in the dialog, a success closes it with a notice.
 */
export function EditVendorDialog({ vendor, onClose }: EditVendorDialogProps) {
  const categories = useServiceCategoriesByName();
  const edit = useEditVendor();
  const form = useForm<EditVendorValues>({
    initialValues: editVendorValues(vendor),
    validate: validateEditVendor,
  });
  const field = (name: keyof EditVendorValues) => ({
    label: T.labels[name],
    required: true,
    ...form.getInputProps(name),
  });

  const save = form.onSubmit(async (values) => {
    try {
      await edit.mutateAsync({ vendorId: vendor.vendor_id, body: editVendorBody(values) });
      notifications.show({ color: 'teal', message: T.saved(vendor.vendor_name) });
      onClose();
    } catch {
      // Shown in the dialog (edit.error).
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={T.title(vendor.vendor_name)}
      centered
      size="lg"
      closeOnClickOutside={!edit.isPending}
      closeOnEscape={!edit.isPending}
    >
      <form onSubmit={save} noValidate aria-label={T.title(vendor.vendor_name)}>
        <Stack gap="md">
          <TextInput {...field('name_of_bussiness')} data-autofocus />
          <TextInput {...field('bussiness_address')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              {...field('service_cat_id')}
              data={
                categories.data?.map((c) => ({ value: String(c.service_cat_id), label: c.service_name })) ??
                []
              }
              placeholder={categories.isPending ? 'Loading...' : 'Choose a category'}
              searchable
              nothingFoundMessage="No matching category"
            />
            <NumberInput
              {...field('service_radius')}
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
            />
            <TextInput {...field('service_start_time')} type="time" />
            <TextInput {...field('service_end_time')} type="time" />
          </SimpleGrid>
          <FormError message={edit.error ? messageOr(edit.error, T.failed) : null} title={T.failed} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={edit.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={edit.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
