import type { DashboardKpis, DashboardMoney } from '@seva/contract';

/** The dashboard's words (docs/product/cockpit.md#dashboard). */
export const DashboardTexts = {
  title: 'Dashboard',
  periodLabel: 'Period',
  period: (days: number) => `${days} days`,
  loadFailed: 'Failed to load the dashboard',
  bookingsTitle: 'Bookings per day',
  revenueTitle: 'Revenue per day',
  approvalsTitle: 'Vendor applications and decisions per day',
  noBookings: (days: number) => `No bookings in the last ${days} days.`,
  noRevenue: (days: number) => `No payments in the last ${days} days.`,
  noApprovals: (days: number) => `No applications or decisions in the last ${days} days.`,
  moneyTitle: 'Money this month',
  netRevenue: (amount: string) => `Subscriptions and bookings paid, less refunds: ${amount}`,
  commissionTitle: 'Commission per day',
  noCommission: 'No commission this month.',
} as const;

export interface KpiCardText {
  key: keyof DashboardKpis;
  label: string;
  hint: string;
  /** The screen that lists what the card counts. */
  to: string;
}

/** The KPI cards, in order, each linking to the screen that lists it. */
export const KPI_CARDS: readonly KpiCardText[] = [
  {
    key: 'pending_approvals',
    label: 'Pending approvals',
    hint: 'Waiting for a decision',
    to: '/pendingapproval',
  },
  { key: 'unassigned_bookings', label: 'Unassigned bookings', hint: 'No vendor yet', to: '/bookingdetails' },
  { key: 'open_complaints', label: 'Complaints', hint: 'Open or in progress', to: '/admincomplains' },
  {
    key: 'active_subscriptions',
    label: 'Active subscriptions',
    hint: 'Paid plans and trials running',
    to: '/managevendor',
  },
  {
    key: 'trials_expiring_7d',
    label: 'Trials expiring',
    hint: 'Within the next 7 days',
    to: '/managevendor',
  },
  {
    key: 'revenue_month',
    label: 'Revenue this month',
    hint: 'Subscriptions and bookings',
    to: '/vendorpayments',
  },
  {
    key: 'failed_deliveries',
    label: 'Failed deliveries',
    hint: 'Gave up; retry from Deliveries',
    to: '/deliveries',
  },
  {
    key: 'failed_refunds',
    label: 'Failed refunds',
    hint: 'Refused by the provider',
    to: '/refunds?status=failed',
  },
  {
    key: 'failed_payouts',
    label: 'Failed payouts',
    hint: 'Failed or reversed; pay again',
    to: '/payouts?status=failed',
  },
];

export const SERIES_LABELS = {
  pending: 'Pending',
  booked: 'Booked',
  completed: 'Completed',
  cancelled: 'Cancelled',
  subscriptions: 'Subscriptions',
  bookings: 'Bookings',
  applied: 'Applied',
  approved: 'Approved',
  rejected: 'Rejected',
  commission: 'Commission',
} as const;

export interface MoneyCardText {
  key: Exclude<keyof DashboardMoney, 'month' | 'commission_per_day' | 'net_revenue'>;
  label: string;
  hint: string;
  /** The screen that lists what the card sums, where there is one. */
  to?: string;
}

/** The money cards of docs/product/cockpit.md#money-this-month, in order. */
export const MONEY_CARDS: readonly MoneyCardText[] = [
  {
    key: 'gross_booking_value',
    label: 'Gross booking value',
    hint: 'Customer payments captured',
    to: '/userpaymentdetails',
  },
  { key: 'commission_earned', label: 'Commission earned', hint: 'Less commission returned by refunds' },
  { key: 'refunds', label: 'Refunds', hint: 'Processed this month', to: '/refunds?status=processed' },
  { key: 'payouts_made', label: 'Payouts made', hint: 'Processed this month' },
  { key: 'balance_owed', label: 'Balance owed to vendors', hint: 'Now, to vendors in credit' },
];
