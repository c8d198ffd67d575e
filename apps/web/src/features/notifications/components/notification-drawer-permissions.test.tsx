import type { Notifications } from '@seva/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { NotificationDrawer } from './notification-drawer';

const DATA: Notifications = {
  counts: {
    pending_approvals: 4,
    unassigned_bookings: 3,
    new_complaints: 2,
    unread_messages: 1,
    failed_deliveries: 2,
    failed_refunds: 1,
    failed_payouts: 3,
    unseen: 0,
  },
  items: [],
  head: { application: 0, booking: 0, vendor_complaint: 0, customer_complaint: 0, message: 0 },
};

beforeEach(() => startSession({ token: 'token', admin: { id: 3, name: 'Farah Finance' } }));

describe("the bell's counts by role (docs/product/team.md#what-the-web-shows)", () => {
  it('lists only the counts of screens the role opens, and does not ask for unread messages without chat', async () => {
    const requests = mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer opened onClose={() => {}} data={DATA} error={null} onRetry={() => {}} />,
      { me: aMe('finance') },
    );

    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const counts = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Finance opens the refunds and the payouts (payments.read) but not Deliveries.
    expect(counts).toEqual([
      '1 refund failed',
      '3 payouts failed',
      'Pending approvals',
      'Unassigned bookings',
    ]);
    expect(requests.some((r) => r.path === '/chat/unread')).toBe(false);
  });

  it('tells a member who may open Deliveries how many failed, linking to the failed ones', async () => {
    mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer opened onClose={() => {}} data={DATA} error={null} onRetry={() => {}} />,
      { me: aMe('operations') },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const failed = within(drawer).getByRole('link', { name: '2 deliveries failed' });
    expect(failed).toHaveAttribute('href', '/deliveries?status=dead');
  });

  it('tells a member who may open the refunds how many the provider refused, linking to the failed ones', async () => {
    mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer opened onClose={() => {}} data={DATA} error={null} onRetry={() => {}} />,
      { me: aMe('operations') },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByRole('link', { name: '1 refund failed' })).toHaveAttribute(
      'href',
      '/refunds?status=failed',
    );
  });

  it('tells a member who may open the payouts how many failed or were reversed, linking to the failed ones', async () => {
    mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer
        opened
        onClose={() => {}}
        data={{ ...DATA, counts: { ...DATA.counts, failed_payouts: 1 } }}
        error={null}
        onRetry={() => {}}
      />,
      { me: aMe('finance') },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByRole('link', { name: '1 payout failed' })).toHaveAttribute(
      'href',
      '/payouts?status=failed',
    );
  });

  it('says nothing of failed payouts when none failed', async () => {
    mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer
        opened
        onClose={() => {}}
        data={{ ...DATA, counts: { ...DATA.counts, failed_payouts: 0 } }}
        error={null}
        onRetry={() => {}}
      />,
      { me: aMe('finance') },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByRole('link', { name: '1 refund failed' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: /payout/ })).toBeNull();
  });

  it('says nothing of failed refunds or payouts to a role that does not open the payments', async () => {
    mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer opened onClose={() => {}} data={DATA} error={null} onRetry={() => {}} />,
      { me: aMe('dispatcher') },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).queryByRole('link', { name: /refund/ })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: /payout/ })).toBeNull();
    expect(within(drawer).queryByText(/payout/)).toBeNull();
  });

  it('says nothing of deliveries when none failed', async () => {
    mockFetch({ 'GET /chat/unread': () => ok([]) });
    renderWithProviders(
      <NotificationDrawer
        opened
        onClose={() => {}}
        data={{ ...DATA, counts: { ...DATA.counts, failed_deliveries: 0 } }}
        error={null}
        onRetry={() => {}}
      />,
      { me: aMe('operations') },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).queryByRole('link', { name: /deliver/ })).toBeNull();
  });
});
