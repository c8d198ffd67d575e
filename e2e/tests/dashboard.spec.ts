import { anotherAdmin } from '../support/admins';
import {
  customerNamed,
  firstCategory,
  insertPaidBooking,
  insertServiceRequest,
  insertVendor,
  uniqueTag,
} from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { insertExactVendor } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { websocketUpgrade } from '../support/live-socket';
import { markDocument, stillSameDocument } from '../support/same-document';

/** Each plot's title and the recharts shapes that draw its data: bars, areas, lines. */
const CHARTS = [
  ['Bookings per day', 'path.recharts-rectangle'],
  ['Revenue per day', 'path.recharts-area-area'],
  ['Vendor applications and decisions per day', 'path.recharts-line-curve'],
] as const;

/** Today's rows of this spec's own, so that every plot has something to draw whatever the demo data's dates. */
function insertTodaysActivity() {
  const tag = uniqueTag();
  withDatabase((db) => {
    const category = firstCategory(db);
    const vendorId = insertVendor(db, {
      vendor_name: `Dashboard Vendor ${tag}`,
      name_of_bussiness: `Dashboard Works ${tag}`,
      category,
    });
    const customer = customerNamed(`Dashboard Customer ${tag}`);
    const service = { category, service_desc: `Dashboard booking ${tag}`, service_price: 799 };
    const { customerId } = insertServiceRequest(db, customer, service);
    insertPaidBooking(db, {
      customer_id: customerId,
      customer,
      ...service,
      service_category_url: null,
      vendor_id: vendorId,
      is_completed: 0,
      payment_date: new Date().toISOString(),
      payment_ref_no: `pay_dash_${tag}`,
    });
  });
}

/** Rupees as the web shows them (apps/web/src/lib/format.ts `formatRupees`): ₹1,25,000.50, ₹509. */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  trailingZeroDisplay: 'stripIfInteger',
});
const MONEY_CARDS = [
  ['gross_booking_value', 'Gross booking value'],
  ['commission_earned', 'Commission earned'],
  ['refunds', 'Refunds'],
  ['payouts_made', 'Payouts made'],
  ['balance_owed', 'Balance owed to vendors'],
] as const;
type MoneyKey = (typeof MONEY_CARDS)[number][0];
interface Money extends Record<MoneyKey, number> {
  month: string;
  net_revenue: number;
  commission_per_day: { date: string; commission: number }[];
}

test.describe('Dashboard', () => {
  test('draws its three plots and the KPIs the API counts, for 30 and 7 days', async ({ page, signIn }) => {
    // The plots are the heaviest code of the app, drawn twice here; on a busy 2-core CI machine that took
    // longer than one expectation's 10 s.
    test.slow();
    insertTodaysActivity();
    await signIn();
    // The figures the page itself was sent: the other worker's stories change the counts meanwhile.
    const thirtyDays = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/dashboard?days=30'));
    await page.goto('/dashboard');

    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const { kpis } = (await (await thirtyDays).json()).data;
    await expect(page.getByTestId('kpi-unassigned_bookings')).toContainText(
      kpis.unassigned_bookings.toLocaleString('en-IN'),
    );
    await expect(page.getByTestId('kpi-pending_approvals')).toContainText(
      kpis.pending_approvals.toLocaleString('en-IN'),
    );
    for (const [title, shape] of CHARTS) {
      const chart = page.getByRole('region', { name: title });
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => chart.locator(`svg ${shape}`).count()).toBeGreaterThan(0);
    }
    await expect(page.getByRole('radio', { name: '30 days' })).toBeChecked();

    const sevenDays = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/dashboard?days=7'));
    await page.getByText('7 days', { exact: true }).click();
    expect((await sevenDays).status()).toBe(200);
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect
      .poll(() => page.getByRole('region', { name: CHARTS[0][0] }).locator(`svg ${CHARTS[0][1]}`).count())
      .toBeGreaterThan(0);
  });

  test('a KPI card opens the screen that lists what it counts', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Unassigned bookings / }).click();
    await expect(page).toHaveURL(/\/bookingdetails$/);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: /^Pending approvals / }).click();
    await expect(page).toHaveURL(/\/pendingapproval$/);
  });

  test('a decision while the dashboard is open refreshes its figures without a reload', async ({
    page,
    request,
    signIn,
  }) => {
    const vendor = withDatabase((db) =>
      insertExactVendor(db, { vendor_name: `${uniqueTag()} Dashlive`, state: 'pending' }),
    );
    const session = await signIn();
    const connected = websocketUpgrade(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('kpi-pending_approvals')).toBeVisible();
    await connected;
    await markDocument(page);
    // Every answer the page is sent from now on: the other worker's stories move the figures too, so the
    // page must show the last one.
    const pendingCounts: number[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/v1/admin/dashboard?days=30')) return;
      pendingCounts.push((await response.json()).data.kpis.pending_approvals);
    });

    const approved = await request.put('/api/v1/admin/data/updatevendors', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { vendor_id: vendor.vendor_id, is_approved: 1 },
    });
    expect(approved.status()).toBe(200);

    await expect.poll(() => pendingCounts.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        // The card's figure: its second line, under the label.
        const shown = await page.getByTestId('kpi-pending_approvals').locator('p').nth(1).textContent();
        return shown === pendingCounts.at(-1)?.toLocaleString('en-IN');
      })
      .toBe(true);
    expect(await stillSameDocument(page)).toBe(true);
  });

  test("shows this month's money to an owner: five cards, the net revenue and the commission per day", async ({
    page,
    signIn,
  }) => {
    test.slow();
    insertTodaysActivity();
    await signIn();
    // Every answer the page is sent: the other worker's stories move the figures, and a live event asks again.
    const answers: Money[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('/api/v1/admin/dashboard?days=30')) return;
      answers.push((await response.json()).data.money);
    });
    await page.goto('/dashboard');

    const section = page.getByRole('region', { name: 'Money this month' });
    await expect(section.getByRole('heading', { name: 'Money this month', level: 2 })).toBeVisible();
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const first = answers[0]!;
    // This month in Asia/Kolkata, every day of it; today's paid booking is in the gross booking value.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(first.month).toBe(today.slice(0, 7));
    expect(first.commission_per_day[0]?.date).toBe(`${first.month}-01`);
    expect(first.commission_per_day.map((d) => d.date)).toContain(today);
    expect(first.gross_booking_value).toBeGreaterThanOrEqual(799);

    // The cards show the last answer's figures.
    await expect
      .poll(async () => {
        const money = answers.at(-1)!;
        for (const [key, label] of MONEY_CARDS) {
          const shown = await section.getByTestId(`money-${key}`).textContent();
          if (!shown?.startsWith(`${label}${rupees.format(money[key])}`)) return `${key}: ${shown}`;
        }
        const net = await section.getByTestId('money-net_revenue').textContent();
        return net === `Subscriptions and bookings paid, less refunds: ${rupees.format(money.net_revenue)}`
          ? 'shown'
          : net;
      })
      .toBe('shown');
    await section.getByRole('link', { name: /^Gross booking value / }).click();
    await expect(page).toHaveURL(/\/userpaymentdetails$/);
    await page.goBack();

    // The plot: bars when the month has commission, else the empty month's words.
    const plot = page.getByRole('region', { name: 'Commission per day' });
    await expect(plot.getByRole('heading', { name: 'Commission per day' })).toBeVisible();
    const hasCommission = answers.at(-1)!.commission_per_day.some((d) => d.commission !== 0);
    if (hasCommission) {
      await expect(plot.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => plot.locator('svg path.recharts-rectangle').count()).toBeGreaterThan(0);
    } else {
      await expect(plot).toContainText('No commission this month.', { timeout: 20_000 });
    }
  });

  test('shows no money to a member whose role does not read payments', async ({ page, request, signIn }) => {
    const dispatcher = await anotherAdmin(request, { role: 'dispatcher' });
    await signIn({ session: dispatcher });
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/dashboard?days=30'));
    await page.goto('/dashboard');
    expect((await (await answer).json()).data.money).toBeNull();
    await expect(page.getByTestId('kpi-unassigned_bookings')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Money this month' })).toHaveCount(0);
  });
});
