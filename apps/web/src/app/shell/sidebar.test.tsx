import { AppShell } from '@mantine/core';
import type { Me } from '@seva/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { Sidebar } from './sidebar';

/** The sidebar in the frame it is drawn in (app-layout.tsx), for an owner unless told. */
function renderSidebar(route: string, me?: Me) {
  return renderWithProviders(
    <AppShell navbar={{ width: 260, breakpoint: 'sm' }}>
      <Sidebar />
    </AppShell>,
    { route, me },
  );
}

function entries(): (string | null)[] {
  return within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function entry(name: string) {
  return within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name });
}

describe('Sidebar', () => {
  it('lists the nine destinations, the cockpit for small screens, and Logout', () => {
    renderSidebar('/messages');

    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Manage Vendors',
      'Dispatch board',
      'Messages',
      'User Details',
      'Complaints',
      'Subscriptions',
      'Invoices',
      'Vendor earnings',
      'Commission',
      // Shown below 768 px only, where the top bar has no room for its cockpit links (e2e/tests/layout.spec.ts).
      'Dashboard',
      'Audit trail',
      'Deliveries',
      'Message templates',
      'Payouts',
      'Team',
    ]);
    expect(entry('Audit trail')).toHaveAttribute('href', '/audit');
    expect(entry('Deliveries')).toHaveAttribute('href', '/deliveries');
    expect(entry('Message templates')).toHaveAttribute('href', '/message-templates');
    expect(entry('Payouts')).toHaveAttribute('href', '/payouts');
    expect(entry('Team')).toHaveAttribute('href', '/team');
    expect(entry('Invoices')).toHaveAttribute('href', '/invoices');
    expect(entry('Dispatch board')).toHaveAttribute('href', '/dispatch');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(entry('Manage Vendors')).toHaveAttribute('href', '/managevendor');
    expect(entry('Complaints')).toHaveAttribute('href', '/admincomplains');
  });

  it('marks Manage Vendors as the current page on the vendor sub-screens', () => {
    renderSidebar('/pendingapprovalview/17');

    expect(entry('Manage Vendors')).toHaveAttribute('aria-current', 'page');
    expect(entry('Messages')).not.toHaveAttribute('aria-current');
    expect(entry('User Details')).not.toHaveAttribute('aria-current');
  });

  it('marks User Details on the customer payments screen and follows navigation', async () => {
    const { user } = renderSidebar('/userpaymentdetails');
    expect(entry('User Details')).toHaveAttribute('aria-current', 'page');

    await user.click(entry('Subscriptions'));

    expect(currentLocation()).toBe('/subscriptions');
    expect(entry('Subscriptions')).toHaveAttribute('aria-current', 'page');
    expect(entry('User Details')).not.toHaveAttribute('aria-current');
  });

  it('marks User Details on the Refunds screen, reached from User Payment Details', () => {
    renderSidebar('/refunds');
    expect(entry('User Details')).toHaveAttribute('aria-current', 'page');
  });

  it("shows the stored admin name with the label 'Admin', or 'Admin' when none is stored", () => {
    localStorage.setItem('adminName', 'Asha Admin');
    const { unmount } = renderSidebar('/managevendor');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Asha Admin')).toBeInTheDocument();
    expect(within(nav).getByText('Admin')).toBeInTheDocument();
    unmount();

    localStorage.clear();
    renderSidebar('/managevendor');
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByText('Admin'),
    ).toHaveLength(2);
  });

  it("lists only what a dispatcher's role opens: no Subscriptions, no Audit trail, no Team", () => {
    renderSidebar('/messages', aMe('dispatcher'));

    expect(entries()).toEqual([
      'Manage Vendors',
      'Dispatch board',
      'Messages',
      'User Details',
      'Complaints',
      'Dashboard',
    ]);
  });

  it("lists only what finance's role opens: no Messages, no Complaints", () => {
    renderSidebar('/userdetails', aMe('finance'));

    expect(entries()).toEqual([
      'Manage Vendors',
      'Dispatch board',
      'User Details',
      'Subscriptions',
      'Invoices',
      'Vendor earnings',
      'Commission',
      'Dashboard',
      'Audit trail',
      'Payouts',
    ]);
  });

  it('leads Manage Vendors to the first vendor tab the role opens', () => {
    renderSidebar(
      '/messages',
      aMe('owner', { role: 'field_lead', permissions: ['bookings.read', 'chat.use'] }),
    );

    expect(entries()).toEqual(['Manage Vendors', 'Dispatch board', 'Messages']);
    expect(entry('Manage Vendors')).toHaveAttribute('href', '/bookingdetails');
  });
});
