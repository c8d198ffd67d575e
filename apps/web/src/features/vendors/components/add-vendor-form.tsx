import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle, IconPhoto, IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useServiceCategoriesByName } from '@/api/get-service-categories';
import {
  ADD_VENDOR_INITIAL_VALUES,
  type AddVendorValues,
  ADD_VENDOR_LABELS as L,
  validateAddVendor,
} from '../add-vendor-rules';

export const ADD_VENDOR_UNAVAILABLE =
  'Adding vendors here is not available yet: nothing was saved. Vendors register through the Seva vendor app, and their applications appear under Pending Approval.';

/** A titled group of fields, laid out in reading order: left to right, then down. */
function Section({ title, cols = 2, children }: { title: string; cols?: 2 | 3; children: ReactNode }) {
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Title order={2} size="h5" component="legend" mb="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The static Add Vendor form: every field is required, in the product's order (name, email, mobile;
 * business, category, sub category, proof, service name; radius, description, pincode; hours, photo).
 * A complete form is not sent anywhere (the API has no add-vendor call), and the screen says so.
 */
export function AddVendorForm() {
  const categories = useServiceCategoriesByName();
  const [submitted, setSubmitted] = useState(false);
  const form = useForm<AddVendorValues>({
    initialValues: ADD_VENDOR_INITIAL_VALUES,
    validate: validateAddVendor,
    onValuesChange: () => setSubmitted(false),
  });

  const handleSubmit = form.onSubmit(
    () => setSubmitted(true),
    (errors) => {
      setSubmitted(false);
      const first = Object.keys(errors)[0];
      if (first) document.getElementById(`add-vendor-${first}`)?.focus();
    },
  );
  const field = (name: keyof AddVendorValues) => ({
    id: `add-vendor-${name}`,
    label: L[name],
    required: true,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={handleSubmit} onReset={form.onReset} noValidate aria-label="Add vendor">
      <Stack gap="xl">
        <Section title="Contact">
          <TextInput {...field('firstName')} autoComplete="given-name" />
          <TextInput {...field('lastName')} autoComplete="family-name" />
          <TextInput {...field('email')} type="email" autoComplete="email" />
          <TextInput {...field('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />
        </Section>
        <Section title="Business and service">
          <TextInput {...field('businessName')} autoComplete="organization" />
          <Select
            {...field('serviceCategory')}
            data={categories.data?.map((c) => c.service_name) ?? []}
            placeholder={categories.isPending ? 'Loading...' : 'Choose a category'}
            searchable
            nothingFoundMessage="No matching category"
          />
          <TextInput {...field('subCategory')} />
          <FileInput
            {...field('serviceProof')}
            placeholder="Upload a document or photo"
            accept="image/*,application/pdf"
            leftSection={<IconUpload size={16} aria-hidden />}
            clearable
          />
          <TextInput {...field('serviceName')} />
        </Section>
        <Section title="Service area" cols={3}>
          <NumberInput {...field('serviceRadius')} min={1} max={200} suffix=" km" allowNegative={false} />
          <Textarea {...field('description')} rows={4} />
          <TextInput {...field('pincode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" />
        </Section>
        <Section title="Availability and photo">
          <TextInput {...field('startTime')} type="time" />
          <TextInput {...field('closingTime')} type="time" />
          <FileInput
            {...field('photo')}
            placeholder="Upload a photo"
            accept="image/png,image/jpeg,image/webp,image/gif"
            leftSection={<IconPhoto size={16} aria-hidden />}
            clearable
          />
        </Section>

        {submitted ? (
          <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
            {ADD_VENDOR_UNAVAILABLE}
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button type="reset" variant="default">
            Reset
          </Button>
          <Button type="submit">Add Vendor</Button>
        </Group>
      </Stack>
    </form>
  );
}
