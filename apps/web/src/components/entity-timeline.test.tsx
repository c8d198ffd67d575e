import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { EntityTimeline, NO_HISTORY } from './entity-timeline';

const entry = (
  id: number,
  action: string,
  changes: { field: string; before: unknown; after: unknown }[],
) => ({
  id,
  admin_id: 1,
  admin_name: 'Asha Admin',
  action,
  entity: 'vendor',
  entity_id: '42',
  before: null,
  after: null,
  ip: '10.1.2.3',
  created_at: '2026-11-23T04:30:00.000Z',
  changes,
});

describe('EntityTimeline', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'test-token'));

  it("shows the entity's history oldest first, with who, when in IST, where and what changed", async () => {
    mockFetch({
      'GET /admin/audit/entities/vendor/42': () =>
        jsonResponse(200, {
          success: true,
          data: [
            entry(1, 'vendor.approved', [{ field: 'is_approved', before: 0, after: 1 }]),
            entry(2, 'vendor.blocked', [{ field: 'blocked_reason', before: null, after: 'Spam' }]),
          ],
        }),
    });
    renderWithProviders(<EntityTimeline entity="vendor" id={42} />);

    const history = await screen.findByRole('region', { name: 'History' });
    const actions = await within(history).findAllByText(/^vendor\./);
    expect(actions.map((a) => a.textContent)).toEqual(['vendor.approved', 'vendor.blocked']);
    expect(within(history).getAllByText(/^Asha Admin · 23 Nov 2026, 10:00 IST · 10\.1\.2\.3$/)).toHaveLength(
      2,
    );
    const blocked = within(history).getByRole('table', { name: 'Changes of vendor.blocked' });
    expect(within(blocked).getByText('Spam')).toBeInTheDocument();
  });

  it('reads a message written about the entity as the message sent, by channel, to the masked phone', async () => {
    const text =
      'Hi Ravi Kumar, your application for Ravi Plumbing Works was not approved: Blurred PAN photo. - Seva';
    const after = { message_id: 9, event: 'vendor.rejected', channel: 'sms', to: 'XXXXXX3210', text };
    mockFetch({
      'GET /admin/audit/entities/vendor/42': () =>
        jsonResponse(200, {
          success: true,
          data: [
            {
              ...entry(3, 'message.queued', [
                { field: 'message_id', before: null, after: 9 },
                { field: 'text', before: null, after: text },
              ]),
              after,
            },
            {
              ...entry(4, 'message.queued', []),
              after: { ...after, message_id: 10, event: null, channel: 'whatsapp', text: 'We called you.' },
            },
          ],
        }),
    });
    renderWithProviders(<EntityTimeline entity="vendor" id={42} />);

    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('Message by SMS to XXXXXX3210')).toBeInTheDocument();
    expect(within(history).getByText(text)).toBeInTheDocument();
    expect(
      within(history).getByText(/^Application rejected · Asha Admin · 23 Nov 2026, 10:00 IST/),
    ).toBeInTheDocument();
    expect(within(history).getByText('Message by WhatsApp to XXXXXX3210')).toBeInTheDocument();
    expect(within(history).getByText(/^Text written by an admin · /)).toBeInTheDocument();
    // Not a raw diff.
    expect(within(history).queryByRole('table')).toBeNull();
    expect(within(history).queryByText('message.queued')).toBeNull();
  });

  it('says so when nothing is recorded', async () => {
    mockFetch({
      'GET /admin/audit/entities/customer/7': () => jsonResponse(200, { success: true, data: [] }),
    });
    renderWithProviders(<EntityTimeline entity="customer" id={7} />);
    expect(await screen.findByText(NO_HISTORY)).toBeInTheDocument();
  });
});
