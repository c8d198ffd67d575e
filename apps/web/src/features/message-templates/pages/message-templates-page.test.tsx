import { MESSAGE_EVENTS, type MessageTemplate, placeholdersOf, previewMessage } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { letEmptyMediaQueryMatch } from '@/test/match-media';
import { renderWithProviders } from '@/test/render';
import { rowMenuItem } from '@/test/table';
import { MessageTemplatesPage } from './message-templates-page';

function aTemplate(
  key: keyof typeof MESSAGE_EVENTS,
  overrides: Partial<MessageTemplate> = {},
): MessageTemplate {
  const event = MESSAGE_EVENTS[key];
  return {
    key,
    label: event.label,
    recipient: event.recipient,
    channel: 'sms',
    sends_by: 'sms',
    text: event.text,
    placeholders: placeholdersOf(key),
    dlt_template_id: null,
    whatsapp_template: null,
    enabled: true,
    updated_at: null,
    updated_by_name: null,
    ...overrides,
  };
}

const rejected = aTemplate('vendor.rejected', {
  updated_at: '2026-11-28T09:00:00.000Z',
  updated_by_name: 'Asha Admin',
});
const received = aTemplate('booking.received', {
  channel: 'whatsapp',
  sends_by: 'sms',
  whatsapp_template: 'booking_received',
  enabled: false,
});

/** The server's preview: the contract's own rendering, refused for an unknown placeholder. */
function previewAnswer(request: RecordedRequest) {
  const text = (request.body as { text: string }).text;
  if (text.includes('{x}')) return fail(400, 'Unknown placeholder {x}');
  return ok(previewMessage('vendor.rejected', text));
}

function renderPage(routes: Parameters<typeof mockFetch>[0] = {}) {
  const requests = mockFetch({
    'GET /admin/message-templates': () => ok([rejected, received]),
    'POST /admin/message-templates/vendor.rejected/preview': previewAnswer,
    ...routes,
  });
  const view = renderWithProviders(<MessageTemplatesPage />, {
    route: '/message-templates',
    notifications: true,
  });
  return { ...view, requests };
}

async function openEditor(user: Parameters<typeof rowMenuItem>[0], label: string) {
  await user.click(await rowMenuItem(user, label, 'Edit'));
  return screen.findByRole('dialog', { name: `Edit template: ${label}` });
}

const previews = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/preview'));

describe('MessageTemplatesPage (docs/product/message-templates-screen.md)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'test-token');
    letEmptyMediaQueryMatch();
  });

  it('lists each template: label, key, who receives it, channel, enabled and the last edit', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Message templates' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Message templates' });
    const row = (await within(table).findByText('vendor.rejected')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Application rejected');
    expect(row).toHaveTextContent('Vendor');
    expect(row).toHaveTextContent('SMS');
    expect(row).toHaveTextContent('Enabled');
    // 09:00 UTC is 14:30 in India.
    expect(row).toHaveTextContent('Asha Admin · 28 Nov 2026, 14:30 IST');
    const other = within(table).getByText('booking.received').closest('tr') as HTMLElement;
    expect(other).toHaveTextContent('Customer');
    expect(other).toHaveTextContent('WhatsApp');
    expect(other).toHaveTextContent('goes by SMS');
    expect(other).toHaveTextContent('Disabled');
    expect(other).toHaveTextContent('Default text');
    expect(screen.getByText('2 templates')).toBeInTheDocument();
  });

  it('shows the loading, the empty list and a failed load with Retry', async () => {
    const release = deferred<Response>();
    let answer: () => Response | Promise<Response> = () => release.promise;
    const { user, unmount } = renderPage({ 'GET /admin/message-templates': () => answer() });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release.resolve(ok([]));
    expect(await screen.findByText('No message templates')).toBeInTheDocument();
    unmount();

    let calls = 0;
    answer = () => (++calls === 1 ? fail(500, 'Database unavailable') : ok([rejected]));
    renderPage({ 'GET /admin/message-templates': () => answer() });
    expect(await screen.findByText('Failed to fetch the message templates')).toBeInTheDocument();
    expect(screen.getByText('Error: Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('vendor.rejected')).toBeInTheDocument();
  });

  it('previews the draft after a pause in typing, with its SMS parts, encoding and length', async () => {
    const { user, requests } = renderPage();
    await screen.findByText('vendor.rejected');
    const editor = await openEditor(user, 'Application rejected');
    const preview = within(editor).getByRole('region', { name: 'Preview' });
    // The saved text first, rendered with the sample.
    const saved = previewMessage('vendor.rejected', rejected.text);
    expect(await within(preview).findByText(saved.text)).toBeInTheDocument();
    expect(
      within(preview).getByText(`${saved.segments} SMS parts · GSM-7 · ${saved.length} characters`),
    ).toBeInTheDocument();

    const text = within(editor).getByRole('textbox', { name: 'Text' });
    await user.clear(text);
    await user.type(text, 'नमस्ते {{vendor_name}, कारण: {{reason}');
    const hindi = previewMessage('vendor.rejected', 'नमस्ते {vendor_name}, कारण: {reason}');
    expect(await within(preview).findByText(hindi.text)).toBeInTheDocument();
    expect(
      within(preview).getByText(
        `${hindi.segments} SMS part${hindi.segments === 1 ? '' : 's'} · UCS-2 · ${hindi.length} characters`,
      ),
    ).toBeInTheDocument();
    // One preview for the saved text, one once typing stopped: not one per keystroke.
    expect(previews(requests).map((r) => (r.body as { text: string }).text)).toEqual([
      rejected.text,
      'नमस्ते {vendor_name}, कारण: {reason}',
    ]);
  });

  it('inserts a placeholder at the cursor', async () => {
    const { user } = renderPage();
    await screen.findByText('vendor.rejected');
    const editor = await openEditor(user, 'Application rejected');
    const text = within(editor).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    await user.clear(text);
    await user.type(text, 'Hi , sorry.');
    text.setSelectionRange(3, 3);
    const placeholders = within(editor).getByRole('group', { name: 'Placeholders' });
    expect(
      within(placeholders)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['{vendor_name}', '{business_name}', '{reason}']);
    await user.click(within(placeholders).getByRole('button', { name: '{vendor_name}' }));
    expect(text).toHaveValue('Hi {vendor_name}, sorry.');
  });

  it('saves only what changed and closes; the list is asked again', async () => {
    let saved = rejected;
    const { user, requests } = renderPage({
      'GET /admin/message-templates': () => ok([saved, received]),
      'PUT /admin/message-templates/vendor.rejected': (request) => {
        saved = { ...saved, ...(request.body as Partial<MessageTemplate>), updated_by_name: 'Asha Admin' };
        return ok(saved);
      },
    });
    await screen.findByText('vendor.rejected');
    const editor = await openEditor(user, 'Application rejected');
    expect(within(editor).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(within(editor).getByRole('textbox', { name: 'Text' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Text' }), 'Sorry {{vendor_name}: {{reason}');
    await user.type(within(editor).getByRole('textbox', { name: 'DLT template id' }), '1107161234567890123');
    await user.click(within(editor).getByRole('switch', { name: /^Enabled/ }));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Application rejected saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.body)).toEqual([
      { text: 'Sorry {vendor_name}: {reason}', dlt_template_id: '1107161234567890123', enabled: false },
    ]);
    const row = (await screen.findByText('vendor.rejected')).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('Disabled'));
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    const { user, requests } = renderPage({
      'PUT /admin/message-templates/vendor.rejected': () => fail(400, 'Unknown placeholder {x}'),
    });
    await screen.findByText('vendor.rejected');
    const editor = await openEditor(user, 'Application rejected');
    const text = within(editor).getByRole('textbox', { name: 'Text' });
    await user.type(text, ' {{x}');
    // The preview says it too, once typing stops.
    const preview = within(editor).getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('Error: Unknown placeholder {x}')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    const alert = await within(editor).findByText('The template was not saved');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Unknown placeholder {x}');
    expect(screen.getByRole('dialog', { name: 'Edit template: Application rejected' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('checks the DLT id and the WhatsApp name before sending, and says when WhatsApp goes by SMS', async () => {
    const { user, requests } = renderPage({
      'POST /admin/message-templates/booking.received/preview': (r) =>
        ok(previewMessage('booking.received', (r.body as { text: string }).text)),
    });
    await screen.findByText('booking.received');
    let editor = await openEditor(user, 'Booking received');
    expect(
      within(editor).getByText('WhatsApp is not configured on this server: this message goes by SMS'),
    ).toBeInTheDocument();
    expect(within(editor).getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
    await user.clear(within(editor).getByRole('textbox', { name: 'WhatsApp template name' }));
    await user.type(within(editor).getByRole('textbox', { name: 'DLT template id' }), '12345');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText('A DLT template id is 19 digits')).toBeInTheDocument();
    expect(
      within(editor).getByText('A WhatsApp message needs the name of its approved WhatsApp template'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    editor = await openEditor(user, 'Application rejected');
    expect(within(editor).queryByText(/WhatsApp is not configured/)).toBeNull();
  });
});
