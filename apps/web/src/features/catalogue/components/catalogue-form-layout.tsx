import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormErrors, GetInputPropsReturnType } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { FormError } from '@/components/form-error';
import type { FieldTexts } from '@/lib/form-schema';
import { CataloguePaths, CatalogueTexts } from '../texts';
import { ImageField, isAllowedImage } from './image-field';

/** What the category and sub-service forms both hold. */
export interface CatalogueFormValues {
  name: string;
  description: string;
  icon: File | null;
}

/** A chosen icon must be an image the upload takes (docs/product/catalogue.md#image-upload); none is checked on save. */
export const catalogueIconField = z.custom<File | null>(
  (file) => file === null || (file instanceof File && isAllowedImage(file)),
  CatalogueTexts.notAnImage,
);

/** docs/product/catalogue.md: the name and the description are required (the contract's rules, the screen's words). */
export const catalogueFieldTexts: Partial<Record<keyof CatalogueFormValues, FieldTexts>> = {
  name: { blank: CatalogueTexts.nameRequired },
  description: { blank: CatalogueTexts.descriptionRequired },
};

/** The part of a Mantine form over CatalogueFormValues (or more) that the layout reads and writes. */
interface CatalogueFormFields {
  values: { icon: File | null };
  errors: FormErrors;
  getInputProps: (path: 'name' | 'description') => GetInputPropsReturnType;
  setFieldValue: (path: 'icon', value: File | null) => void;
}

interface CatalogueFormLayoutProps {
  form: CatalogueFormFields;
  onSubmit: FormEventHandler<HTMLFormElement>;
  labels: { name: string; icon: string };
  /** The icon saved so far; adding (not editing) requires one. */
  currentIcon?: string | null;
  editing: boolean;
  saving: boolean;
  submitLabel: string;
  /** Why the last submit failed (docs/product/catalogue.md's alerts), above the buttons. */
  problem: string | null;
  /** Fields between the icon and the description, e.g. the sub-service's price. */
  children?: ReactNode;
}

/** A catalogue form: name, icon, the row's own fields, description, then submit and Cancel back to the list. */
export function CatalogueFormLayout({
  form,
  onSubmit,
  labels,
  currentIcon,
  editing,
  saving,
  submitLabel,
  problem,
  children,
}: CatalogueFormLayoutProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md" maw={560}>
        <TextInput
          label={labels.name}
          withAsterisk
          maxLength={100}
          disabled={saving}
          {...form.getInputProps('name')}
        />
        <ImageField
          label={labels.icon}
          required={!editing}
          currentUrl={currentIcon}
          disabled={saving}
          value={form.values.icon}
          onChange={(file) => form.setFieldValue('icon', file)}
          error={form.errors.icon}
        />
        {children}
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
        <FormError message={problem} />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          <Button component={Link} to={CataloguePaths.list} variant="default" disabled={saving}>
            {CatalogueTexts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
