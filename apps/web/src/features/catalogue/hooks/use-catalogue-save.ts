import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { isApiError } from '@/lib/api-error';
import { CatalogueTexts } from '../texts';
import { useUploadChosenImage } from './use-upload-chosen-image';

/** The part of a Mantine form the save writes to. */
interface SavingForm {
  setFieldError: (path: 'icon' | 'name', error: ReactNode) => void;
  reset: () => void;
}

interface SaveSteps {
  /** Adding needs an icon: this text is shown in the form's alert and on the field when none is chosen. None when editing. */
  iconRequired?: string;
  /** Sends the row with the uploaded icon's URL (undefined when none was chosen); answers the success text. */
  send: (iconUrl: string | undefined) => Promise<string>;
  /** What follows 'Failed to add/update service category or sub-service: ' when the save fails. */
  failureReason: (error: unknown) => string;
}

/**
 * The save of a catalogue form (docs/product/catalogue.md#image-upload): the chosen icon is uploaded first and
 * the row is sent only if that worked; a name the server finds taken (409) is shown on the name field. Why a
 * submit failed is `problem`, the form's FormError; `refuse` sets it when the form's own check refused it.
 */
export function useCatalogueSave(form: SavingForm, onSaved: () => void) {
  const { uploadChosen, isUploading } = useUploadChosenImage();
  const [problem, setProblem] = useState<string | null>(null);

  async function save(icon: File | null, { iconRequired, send, failureReason }: SaveSteps) {
    setProblem(null);
    if (iconRequired && !icon) {
      setProblem(iconRequired);
      form.setFieldError('icon', iconRequired);
      return;
    }
    const uploaded = await uploadChosen(icon);
    if (!uploaded.ok) {
      setProblem(CatalogueTexts.uploadFailed);
      form.setFieldError('icon', uploaded.reason);
      return;
    }
    try {
      notifications.show({ color: 'teal', message: await send(uploaded.url) });
      form.reset();
      onSaved();
    } catch (error) {
      setProblem(CatalogueTexts.saveFailed(failureReason(error)));
      if (isApiError(error) && error.status === 409) form.setFieldError('name', error.message);
    }
  }

  return { save, isUploading, problem, refuse: setProblem };
}
