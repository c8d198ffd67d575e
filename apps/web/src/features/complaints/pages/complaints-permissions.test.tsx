import type { BuiltInRoleKey } from '@seva/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { aVendorComplaint } from '@/test/complaint-fixtures';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { ComplaintsPage } from './complaints-page';

const VENDOR_LIST = '/admin/data/getvendorscomplaints';
const ok = (data: unknown[]) => () => jsonResponse(200, { success: true, data, total: data.length });
const complaint = aVendorComplaint({ assignee_id: 2, assignee_name: 'Vikram Admin' });

function setup(role: BuiltInRoleKey) {
  const requests = mockFetch({
    [`GET ${VENDOR_LIST}?limit=20&offset=0`]: ok([complaint]),
    'GET /admin/audit/admins': ok([{ id: 2, name: 'Vikram Admin' }]),
    'GET /admin/data/complaints/vendor/41/notes': ok([]),
    'GET /admin/audit/entities/vendor_complaint/41': ok([]),
  });
  return { ...renderWithProviders(<ComplaintsPage />, { me: aMe(role) }), requests };
}

async function openComplaint(user: ReturnType<typeof setup>['user']) {
  const list = await screen.findByRole('list', { name: 'Vendor complaints' });
  await user.click(within(list).getByRole('button', { name: /Rakesh Menon/ }));
  return screen.getByRole('region', { name: 'Complaint #41' });
}

beforeEach(() => startSession({ token: 'token', admin: { id: 5, name: 'Dev Dispatcher' } }));

describe('complaints by role (docs/product/team.md#what-the-web-shows)', () => {
  it('lets support work a complaint: moves, assignee, reply in chat, notes and selection', async () => {
    const { user } = setup('support');
    const pane = await openComplaint(user);

    expect(within(pane).getByRole('button', { name: 'Start work' })).toBeInTheDocument();
    expect(within(pane).getByRole('combobox', { name: 'Assignee' })).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: 'Reply in chat' })).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: 'Add note' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0);
  });

  it('shows a dispatcher the complaint, its status and assignee, but nothing to work it with', async () => {
    const { user, requests } = setup('dispatcher');
    const pane = await openComplaint(user);

    expect(within(pane).getByText('My payout is late again.')).toBeInTheDocument();
    expect(within(pane).getByText('Vikram Admin')).toBeInTheDocument();
    expect(within(pane).queryByRole('button', { name: 'Start work' })).toBeNull();
    expect(within(pane).queryByRole('combobox', { name: 'Assignee' })).toBeNull();
    expect(within(pane).queryByRole('button', { name: 'Reply in chat' })).toBeNull();
    expect(within(pane).queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // Nor the audit history, which is the audit trail's.
    expect(requests.some((r) => r.path.startsWith('/admin/audit/'))).toBe(false);
  });
});
