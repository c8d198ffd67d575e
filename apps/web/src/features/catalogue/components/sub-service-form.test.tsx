import { Notifications, notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SubServiceForm } from './sub-service-form';

const icon = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'tap.png', { type: 'image/png' });

function renderForm() {
  const onSaved = vi.fn();
  const view = renderWithProviders(
    <>
      <Notifications />
      <SubServiceForm category={{ service_cat_id: 3 }} subService={null} onSaved={onSaved} />
    </>,
  );
  return { ...view, onSaved };
}

/** Mantine's FileInput is a button over a hidden file input; the upload goes to the input. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Pastes rather than types: the same change events, a fraction of the time on a busy machine. */
async function fill(user: ReturnType<typeof renderForm>['user'], price: string) {
  for (const [label, text] of [
    [/Sub-Service Name/, 'Tap Repair'],
    [/Sub-Service Price/, price],
    [/Description/, 'Fix a leaking tap.'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  }
}

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it for font loads.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: vi.fn(), removeEventListener: vi.fn(), ready: Promise.resolve() },
});

beforeEach(() => {
  window.localStorage.setItem('adminToken', 'token');
  notifications.clean();
});

describe('SubServiceForm', () => {
  it("alerts 'Price must be a positive number.' for 0 and sends nothing", async () => {
    const requests = mockFetch({});
    const { user } = renderForm();
    await fill(user, '0');
    await user.click(screen.getByRole('button', { name: 'Add Sub-Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Price must be a positive number.');
    expect(screen.getByLabelText(/Sub-Service Price/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("alerts 'Please upload a sub-service image.' when adding without an icon", async () => {
    const requests = mockFetch({});
    const { user } = renderForm();
    await fill(user, '199');
    await user.click(screen.getByRole('button', { name: 'Add Sub-Service' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a sub-service image.');
    expect(requests).toHaveLength(0);
  });

  it('does not send the save when the upload fails, and keeps what was typed', async () => {
    const requests = mockFetch({
      'POST /global/upload/file': () =>
        jsonResponse(415, { success: false, message: 'Only PNG, JPEG, WebP and GIF images are accepted.' }),
    });
    const { user, onSaved } = renderForm();
    await fill(user, '199.50');
    await user.upload(fileInput(), icon());
    await user.click(screen.getByRole('button', { name: 'Add Sub-Service' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed. Please try again.');
    expect(screen.getByText('Only PNG, JPEG, WebP and GIF images are accepted.')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/v1/global/upload/file']);
    expect(screen.getByLabelText(/Sub-Service Name/)).toHaveValue('Tap Repair');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('uploads the icon, then sends the sub-service with its URL and a numeric price', async () => {
    const url = `/uploads/${'a'.repeat(64)}.png`;
    const requests = mockFetch({
      'POST /global/upload/file': () => jsonResponse(201, { success: true, url, data: { url } }),
      'POST /admin/data/insertSERVICES': () => jsonResponse(201, { success: true, data: { service_id: 5 } }),
    });
    const { user, onSaved } = renderForm();
    await fill(user, '199.50');
    await user.upload(fileInput(), icon());
    await user.click(screen.getByRole('button', { name: 'Add Sub-Service' }));

    expect(await screen.findByText('Sub-service added successfully.')).toBeInTheDocument();
    expect(requests[0]?.body).toBeInstanceOf(FormData);
    expect(requests[1]?.body).toEqual({
      service_cat_id: 3,
      service_name: 'Tap Repair',
      service_description: 'Fix a leaking tap.',
      service_price: 199.5,
      service_image_url: url,
    });
    expect(onSaved).toHaveBeenCalled();
  });
});
