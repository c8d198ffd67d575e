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
});
