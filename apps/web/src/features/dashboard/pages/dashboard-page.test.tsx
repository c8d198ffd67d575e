import type { Dashboard, DashboardMoney } from '@seva/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { currentLocation, renderWithProviders } from '@/test/render';
import { aMe } from '@/test/team-fixtures';
import { DashboardPage } from './dashboard-page';

/** This month's money: November 2026, 30 days, commission on the 1st, the 10th and (negative) the 30th. */
function moneyOf(busy: boolean): DashboardMoney {
  const commission: Record<number, number> = busy ? { 1: 150.01, 10: 359.99, 30: -1 } : {};
  return {
    month: '2026-11',
    gross_booking_value: busy ? 350040.5 : 0,
    commission_earned: busy ? 509 : 0,
    refunds: busy ? 100.2 : 0,
    payouts_made: busy ? 1250.75 : 0,
    balance_owed: busy ? 2452.28 : 0,
    net_revenue: busy ? 4399.7 : 0,
    commission_per_day: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      commission: commission[i + 1] ?? 0,
    })),
  };
}

function dashboardOf(days: number, busy = true, money: DashboardMoney | null = moneyOf(busy)): Dashboard {
  const dates = Array.from(
    { length: days },
    (_, i) => `2026-${i < days - 23 ? '10' : '11'}-${String((i % 28) + 1).padStart(2, '0')}`,
  );
  const n = busy ? 1 : 0;
  return {
    kpis: busy
      ? {
          pending_approvals: 12,
          unassigned_bookings: 1234,
          open_complaints: 3,
          active_subscriptions: 456,
          trials_expiring_7d: 7,
          revenue_month: 125000.5,
          failed_deliveries: 2,
          failed_refunds: 1,
          failed_payouts: 3,
        }
      : {
          pending_approvals: 0,
          unassigned_bookings: 0,
          open_complaints: 0,
          active_subscriptions: 0,
          trials_expiring_7d: 0,
          revenue_month: 0,
          failed_deliveries: 0,
          failed_refunds: 0,
          failed_payouts: 0,
        },
    series: {
      bookings_per_day: dates.map((date) => ({
        date,
        pending: n,
        booked: 2 * n,
        completed: n,
        cancelled: 0,
      })),
      revenue_per_day: dates.map((date) => ({ date, subscriptions: 999 * n, bookings: 499.5 * n })),
      approvals_per_day: dates.map((date) => ({ date, approved: n, rejected: 0, applied: 2 * n })),
    },
    money,
  };
}

const ok = (data: Dashboard) => () => jsonResponse(200, { success: true, data });

beforeEach(() => {
  startSession({ token: 'admin-token', admin: { id: 1, name: 'Asha Admin' } });
});

describe('DashboardPage', () => {
  it('shows the KPIs, counts in Indian grouping and revenue in rupees, each linking to its screen', async () => {
    mockFetch({ 'GET /admin/dashboard?days=30': ok(dashboardOf(30)) });
    renderWithProviders(<DashboardPage />);

    const revenue = await screen.findByRole('link', { name: /Revenue this month/ });
    expect(revenue).toHaveTextContent('₹1,25,000.50');
    expect(revenue).toHaveAttribute('href', '/vendorpayments');
    const links = [
      ['Pending approvals', '12', '/pendingapproval'],
      ['Unassigned bookings', '1,234', '/bookingdetails'],
      ['Complaints', '3', '/admincomplains'],
      ['Active subscriptions', '456', '/managevendor'],
      ['Trials expiring', '7', '/managevendor'],
      ['Failed deliveries', '2', '/deliveries'],
      ['Failed refunds', '1', '/refunds?status=failed'],
      ['Failed payouts', '3', '/payouts?status=failed'],
    ] as const;
    for (const [label, value, href] of links) {
      const card = screen.getByRole('link', { name: new RegExp(`^${label} ${value} `) });
      expect(card).toHaveAttribute('href', href);
    }
    for (const title of [
      'Bookings per day',
      'Revenue per day',
      'Vendor applications and decisions per day',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it("links only the KPIs whose screens the member's role opens", async () => {
    mockFetch({ 'GET /admin/dashboard?days=30': ok(dashboardOf(30)) });
    renderWithProviders(<DashboardPage />, { me: aMe('dispatcher') });

    expect(await screen.findByRole('link', { name: /^Unassigned bookings 1,234 / })).toHaveAttribute(
      'href',
      '/bookingdetails',
    );
    // A dispatcher does not open the payments: the revenue stays, as text.
    expect(screen.getByTestId('kpi-revenue_month')).toHaveTextContent('₹1,25,000.50');
    expect(screen.queryByRole('link', { name: /Revenue this month/ })).not.toBeInTheDocument();
    // Nor the payouts: the failed payouts stay, as text.
    expect(screen.getByTestId('kpi-failed_payouts')).toHaveTextContent(/Failed payouts\s*3/);
    expect(screen.queryByRole('link', { name: /Failed payouts/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it("shows the month's money in rupees, two cards linking to their screens, and the commission plot", async () => {
    mockFetch({ 'GET /admin/dashboard?days=30': ok(dashboardOf(30)) });
    renderWithProviders(<DashboardPage />);

    const section = await screen.findByRole('region', { name: 'Money this month' });
    expect(section).toHaveTextContent('Subscriptions and bookings paid, less refunds: ₹4,399.70');
    const gross = within(section).getByRole('link', { name: /^Gross booking value ₹3,50,040.50 / });
    expect(gross).toHaveAttribute('href', '/userpaymentdetails');
    const refunds = within(section).getByRole('link', { name: /^Refunds ₹100.20 / });
    expect(refunds).toHaveAttribute('href', '/refunds?status=processed');
    for (const [key, text] of [
      ['commission_earned', 'Commission earned₹509Less'],
      ['payouts_made', 'Payouts made₹1,250.75'],
      ['balance_owed', 'Balance owed to vendors₹2,452.28'],
    ] as const) {
      expect(within(section).getByTestId(`money-${key}`)).toHaveTextContent(text);
    }
    expect(within(section).getAllByRole('link')).toHaveLength(2);
    // The plot, once the charts' code is here, draws bars rather than the empty month's words.
    await waitFor(() =>
      expect(
        within(section)
          .getByRole('region', { name: 'Commission per day' })
          .querySelector('.recharts-responsive-container'),
      ).not.toBeNull(),
    );
    expect(section).not.toHaveTextContent('No commission this month.');
  });

  it('says so when the month has no commission yet', async () => {
    mockFetch({ 'GET /admin/dashboard?days=30': ok(dashboardOf(30, false)) });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('No commission this month.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Commission per day' })).toHaveTextContent(
      'No commission this month.',
    );
    expect(screen.getByTestId('money-gross_booking_value')).toHaveTextContent(
      'Gross booking value₹0Customer',
    );
  });

  it('shows no money to a member without payments.read (the server sends null)', async () => {
    mockFetch({ 'GET /admin/dashboard?days=30': ok(dashboardOf(30, true, null)) });
    renderWithProviders(<DashboardPage />, { me: aMe('dispatcher') });
    await screen.findByRole('link', { name: /^Unassigned bookings 1,234 / });
    expect(screen.queryByRole('region', { name: 'Money this month' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('money-commission_earned')).not.toBeInTheDocument();
  });

  it('navigates when a KPI card is clicked', async () => {
    mockFetch({ 'GET /admin/dashboard?days=30': ok(dashboardOf(30)) });
    const { user } = renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await user.click(await screen.findByRole('link', { name: /Pending approvals/ }));
    expect(currentLocation()).toBe('/pendingapproval');
  });

  it('asks for 7 or 90 days when the period switches', async () => {
    const requests = mockFetch({
      'GET /admin/dashboard?days=30': ok(dashboardOf(30)),
      'GET /admin/dashboard?days=7': ok(dashboardOf(7, false)),
      'GET /admin/dashboard?days=90': ok(dashboardOf(90)),
    });
    const { user } = renderWithProviders(<DashboardPage />);
    await screen.findByRole('link', { name: /Pending approvals 12 / });
    expect(screen.getByRole('radio', { name: '30 days' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByText('No bookings in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No payments in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByText('No applications or decisions in the last 7 days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Revenue this month ₹0 / })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(screen.queryByText(/No bookings/)).not.toBeInTheDocument());
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/admin/dashboard?days=30',
      '/api/v1/admin/dashboard?days=7',
      '/api/v1/admin/dashboard?days=90',
    ]);
  });

  it('shows Loading... first, and the server message with Retry when the load fails', async () => {
    let fail = true;
    mockFetch({
      'GET /admin/dashboard?days=30': () =>
        fail
          ? jsonResponse(500, { success: false, message: 'Database unavailable', request_id: 'r1' })
          : jsonResponse(200, { success: true, data: dashboardOf(30) }),
    });
    const { user } = renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the dashboard');
    expect(alert).toHaveTextContent('Error: Database unavailable');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Pending approvals 12 / })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks again for a period it returns to, although the app keeps answers fresh for 30 s', async () => {
    const requests = mockFetch({
      'GET /admin/dashboard?days=30': ok(dashboardOf(30)),
      'GET /admin/dashboard?days=7': ok(dashboardOf(7, false)),
    });
    const { user } = renderWithProviders(<DashboardPage />, { queryClient: createQueryClient() });
    await screen.findByRole('link', { name: /Pending approvals 12 / });
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    expect(await screen.findByRole('link', { name: /Pending approvals 0 / })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '30 days' }));
    expect(await screen.findByRole('link', { name: /Pending approvals 12 / })).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/admin/dashboard?days=30',
      '/api/v1/admin/dashboard?days=7',
      '/api/v1/admin/dashboard?days=30',
    ]);
  });
});
