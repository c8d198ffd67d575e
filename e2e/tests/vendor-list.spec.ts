import type { Page } from '@playwright/test';
import { anotherAdmin, forgetStepUp } from '../support/admins';
import { enableTwoStepThroughApi, nextTotpCode } from '../support/auth-api';
import { uniqueTag } from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { categories, insertExactVendor, insertTaggedVendor, vendorFlags } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';
import { expectEveryColumnInView, expectTextWhole, LAPTOP } from '../support/table-layout';

const COLUMNS = {
  'All Vendors': ['Name', 'Email', 'Phone Number', 'Category', 'Status', 'Business Name', 'Actions'],
  Subscribed: ['Name', 'Price', 'Plan Name', 'Renewal Date', 'Payment Date', 'Payment ID'],
  UnSubscribed: ['Name', 'Subscription ID', 'Start Date', 'Expiry Date', 'Status'],
  'Trial User': ['Name', 'Subscription ID', 'Start Date', 'Expiry Date', 'Status', 'Trial Days'],
} as const;

const vendorsTable = (page: Page) => page.getByRole('table', { name: 'Vendors' });
/** The vendor names of the rows shown (the Name column is a button that opens the details). */
const shownNames = (page: Page) => vendorsTable(page).locator('tbody tr td:first-child');

async function chooseView(page: Page, view: keyof typeof COLUMNS) {
  await page.getByRole('combobox', { name: 'View' }).click();
  await page.getByRole('option', { name: view, exact: true }).click();
}

test.describe('Vendor List', () => {
  test('a cold load asks for the first page once and shows it', async ({ page, signIn }) => {
    await signIn();
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/admin/data/vendors') pageRequests.push(url.search);
    });
    await page.goto('/managevendor', { waitUntil: 'commit' });

    await expect(vendorsTable(page).locator('tbody tr').first()).toBeVisible();
    // The entry sends that request before React starts (ADR 027); the screen's query takes it over.
    await page.waitForTimeout(1_000);
    expect(pageRequests).toEqual(['?view=all&is_blocked=0&sort=-vendor_id&limit=50&offset=0']);
  });

  test('a cold load of a URL with search, filters, sort and page asks for that page once', async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Cold', { state: 'trial' });
    await signIn();
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/admin/data/vendors') pageRequests.push(url.search);
    });
    const q = encodeURIComponent(tag);
    await page.goto(`/managevendor?view=trial&status=approved&sort=vendor_name&q=${q}`, {
      waitUntil: 'commit',
    });

    await expect(shownNames(page)).toHaveText([vendor.vendor_name]);
    await page.waitForTimeout(1_000);
    expect(pageRequests).toEqual([
      `?view=trial&state=approved&q=${q}&is_blocked=0&sort=vendor_name&limit=50&offset=0`,
    ]);

    // A later page of the same URL state is still one request.
    pageRequests.length = 0;
    await page.goto(`/managevendor?view=trial&q=${q}&page=2`, { waitUntil: 'commit' });
    await expect(page.getByText('No matching vendors found')).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(pageRequests).toEqual([`?view=trial&q=${q}&is_blocked=0&sort=-vendor_id&limit=50&offset=50`]);
  });

  test('each dropdown view shows its columns and exactly the vendors of its state', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const v = withDatabase((db) => ({
      subscribed: insertExactVendor(db, { vendor_name: `${tag} Subscribed`, state: 'subscribed' }),
      trial: insertExactVendor(db, { vendor_name: `${tag} Trial`, state: 'trial' }),
      unsubscribed: insertExactVendor(db, { vendor_name: `${tag} Lapsed`, state: 'unsubscribed' }),
      pending: insertExactVendor(db, { vendor_name: `${tag} Waiting`, state: 'pending' }),
      blocked: insertExactVendor(db, { vendor_name: `${tag} Blocked`, state: 'blocked' }),
    }));
    await signIn();
    await page.goto('/managevendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Vendor List' })).toBeVisible();
    await expect(vendorsTable(page).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);

    const header = vendorsTable(page).locator('thead th');
    await expect(header).toHaveText([...COLUMNS['All Vendors']]);
    await expect(shownNames(page)).toHaveText(
      [v.pending, v.unsubscribed, v.trial, v.subscribed].map((x) => x.vendor_name),
    );
    const pendingRow = vendorsTable(page).getByRole('row', { name: new RegExp(v.pending.vendor_name) });
    await expect(pendingRow.getByRole('cell').nth(4)).toHaveText('Pending');
    const subscribedRow = vendorsTable(page).getByRole('row', { name: new RegExp(v.subscribed.vendor_name) });
    await expect(subscribedRow.getByRole('cell').nth(4)).toHaveText('Active');

    await chooseView(page, 'Subscribed');
    await expect(header).toHaveText([...COLUMNS.Subscribed]);
    await expect(shownNames(page)).toHaveText([v.subscribed.vendor_name]);
    await expect(vendorsTable(page).locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(
      '₹1,299',
    );
    await expect(vendorsTable(page).locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText(
      'Pro Quarterly',
    );

    await chooseView(page, 'UnSubscribed');
    await expect(header).toHaveText([...COLUMNS.UnSubscribed]);
    await expect(shownNames(page)).toHaveText([v.unsubscribed.vendor_name]);
    await expect(vendorsTable(page).locator('tbody tr').first().getByRole('cell').nth(4)).toHaveText(
      'Trial ended',
    );

    await chooseView(page, 'Trial User');
    await expect(header).toHaveText([...COLUMNS['Trial User']]);
    await expect(shownNames(page)).toHaveText([v.trial.vendor_name]);
    await expect(vendorsTable(page).locator('tbody tr').first().getByRole('cell').nth(5)).toHaveText('5');
  });

  test('a click on Renewal Date or Trial Days sorts the whole list on the server, kept across a reload', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    // Renewing in 40, 10 and 70 days (inserted in that order, so no other order shows them that way).
    const renewing = withDatabase((db) =>
      [40, 10, 70].map((days, i) => {
        const vendor = insertExactVendor(db, { vendor_name: `${tag} Renews ${i}`, state: 'subscribed' });
        const renewal = new Date(Date.now() + days * 86_400_000).toISOString();
        db.prepare('update vendors set payment_details = ? where vendor_id = ?').run(
          JSON.stringify({ renewal_date: renewal, provider_payment_id: `pay_${tag}${i}` }),
          vendor.vendor_id,
        );
        return vendor.vendor_name;
      }),
    );
    const [in40, in10, in70] = renewing;
    await signIn();
    await page.goto(`/managevendor?view=subscribed&q=${encodeURIComponent(tag)}`);
    // Newest first until a header is clicked.
    await expect(shownNames(page)).toHaveText([in70!, in10!, in40!]);

    const header = (state: string) =>
      vendorsTable(page).getByRole('button', { name: `Renewal Date ${state}`, exact: true });
    await header('Not sorted').click();
    await expect(page).toHaveURL(/[?&]sort=-renewal_date(&|$)/);
    await expect(shownNames(page)).toHaveText([in70!, in40!, in10!]);
    await header('Sorted descending').click();
    await expect(page).toHaveURL(/[?&]sort=renewal_date(&|$)/);
    await expect(shownNames(page)).toHaveText([in10!, in40!, in70!]);

    await page.reload();
    await expect(shownNames(page)).toHaveText([in10!, in40!, in70!]);
    await expect(header('Sorted ascending')).toBeVisible();

    // Trial User: the fewest days left first, then the most.
    const trials = withDatabase((db) =>
      [9, 2, 5].map((days, i) => {
        const vendor = insertExactVendor(db, { vendor_name: `${tag} Trial ${i}`, state: 'trial' });
        db.prepare('update vendors set subscription_expiry_date = ? where vendor_id = ?').run(
          new Date(Date.now() + (days - 0.5) * 86_400_000).toISOString(),
          vendor.vendor_id,
        );
        return vendor.vendor_name;
      }),
    );
    await chooseView(page, 'Trial User');
    await expect(page).not.toHaveURL(/sort=/);
    await vendorsTable(page).getByRole('button', { name: 'Trial Days Not sorted', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=-trial_days(&|$)/);
    await vendorsTable(page)
      .getByRole('button', { name: 'Trial Days Sorted descending', exact: true })
      .click();
    await expect(page).toHaveURL(/[?&]sort=trial_days(&|$)/);
    await expect(shownNames(page)).toHaveText([trials[1]!, trials[2]!, trials[0]!]);
    await expect(vendorsTable(page).locator('tbody tr td:last-child')).toHaveText(['2', '5', '9']);
  });

  test('search and the category filter narrow the list, and Clear restores it', async ({ page, signIn }) => {
    const tag = uniqueTag();
    const [first, second] = withDatabase((db) => categories(db)).slice(0, 2);
    if (!first || !second) throw new Error('the demo catalogue has fewer than two categories');
    const [one, other] = withDatabase((db) => [
      insertExactVendor(db, { vendor_name: `${tag} One`, state: 'subscribed', category: first }),
      insertExactVendor(db, { vendor_name: `${tag} Other`, state: 'trial', category: second }),
    ]);
    await signIn();
    await page.goto('/managevendor');
    const search = page.getByRole('searchbox', { name: 'Search vendors' });

    await search.fill(one.vendor_email);
    await expect(shownNames(page)).toHaveText([one.vendor_name]);
    await search.fill(tag.toUpperCase());
    await expect(shownNames(page)).toHaveText([other.vendor_name, one.vendor_name]);

    await page.getByRole('button', { name: 'Filter by category' }).click();
    await page.getByRole('menuitem', { name: second.service_category_name, exact: true }).click();
    await expect(page.getByText(`Filtered by: ${second.service_category_name}`)).toBeVisible();
    await expect(shownNames(page)).toHaveText([other.vendor_name]);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByText(/Filtered by:/)).toBeHidden();
    await expect(shownNames(page)).toHaveText([other.vendor_name, one.vendor_name]);

    await search.fill(`${tag}zzz`);
    await expect(page.getByText('No matching vendors found')).toBeVisible();
  });

  test('blocking needs a reason, and a blocked vendor moves to Blocked Vendors with reason and date', async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Blockme', { state: 'subscribed' });
    const reason = `Asked customers for cash ${tag}`;
    await signIn();
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(shownNames(page)).toHaveText([vendor.vendor_name]);

    // The row's ⋮ menu: Block opens the actions dialog with the block form.
    await (await rowMenuItem(page, vendor.vendor_name, 'Block')).click();
    const dialog = page.getByRole('dialog', { name: `Actions for ${vendor.vendor_name}` });
    await dialog.getByRole('button', { name: 'Block Vendor' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter a reason for blocking the vendor.' }),
    ).toBeVisible();
    expect(withDatabase((db) => vendorFlags(db, vendor.vendor_id)).is_blocked).toBe(0);

    await dialog.getByPlaceholder('Enter reason for blocking').fill(reason);
    await dialog.getByRole('button', { name: 'Block Vendor' }).click();
    await expect(dialog.getByText(`Are you sure you want to block ${vendor.vendor_name}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, block' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No matching vendors found')).toBeVisible();

    await page.getByRole('tab', { name: 'Blocked Vendors' }).click();
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(tag);
    const blockedTable = page.getByRole('table', { name: 'Blocked vendors' });
    const row = blockedTable.getByRole('row', { name: new RegExp(vendor.vendor_name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(5)).toHaveText(reason);
    const stored = withDatabase((db) => vendorFlags(db, vendor.vendor_id));
    expect(stored).toMatchObject({ is_blocked: 1, blocked_reason: reason });
    // The India date (docs/product/README.md#dates-and-times), September as `Sep`.
    const blockedOn = new Date(stored.blocked_date ?? '')
      .toLocaleDateString('en-GB', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
      .replace('Sept', 'Sep');
    await expect(row.getByRole('cell').nth(6)).toHaveText(blockedOn);
  });

  test('on a 1280 px laptop every column and the row actions are in view without scrolling sideways', async ({
    page,
    signIn,
  }) => {
    // A long name makes a long name, business name and e-mail address: they wrap inside their cells.
    const { tag, vendor } = insertTaggedVendor('Venkatasubramanian Ramachandran-Balasubrahmanyam', {
      state: 'subscribed',
    });
    await page.setViewportSize(LAPTOP);
    await signIn();
    await page.goto('/managevendor');
    // The first page, newest first: the long vendor among the demo vendors.
    await expect(vendorsTable(page).locator('tbody tr')).toHaveCount(50);
    await expect(shownNames(page).filter({ hasText: vendor.vendor_name })).toHaveCount(1);
    await expectEveryColumnInView(page, vendorsTable(page));

    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(shownNames(page)).toHaveText([vendor.vendor_name]);
    await expectEveryColumnInView(page, vendorsTable(page));
    const status = vendorsTable(page).locator('tbody tr').first().locator('.mantine-Badge-root');
    expect(await status.innerText()).toBe('Active'); // drawn as written, not in capitals
    await expectTextWhole(status);

    const actions = page.getByRole('button', { name: `Actions for ${vendor.vendor_name}` });
    await expect(actions).toBeInViewport({ ratio: 1 });
    // What the operator sees at the button's centre is the button, not the business name scrolled under it.
    const box = await actions.boundingBox();
    const hit = await page.evaluate(
      ([x, y]) =>
        document
          .elementFromPoint(x ?? 0, y ?? 0)
          ?.closest('button')
          ?.getAttribute('aria-label'),
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    );
    expect(hit).toBe(`Actions for ${vendor.vendor_name}`);
    await actions.click();
    await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
    await expect(page.getByRole('dialog', { name: `Actions for ${vendor.vendor_name}` })).toBeVisible();
  });

  test('the details dialog masks KYC numbers until Reveal, which asks for a two-step code', async ({
    page,
    request,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Kyc', {
      state: 'subscribed',
      kyc: { pan: 'ABCPE1234Q', aadhar: '234523452345' },
      accountNumber: '50100012345678',
    });
    // Revealing needs step-up (docs/product/team.md#step-up): an admin of its own turns two-step sign-in on
    // with a code from its secret. That counts as a code entered in this session, so it is forgotten, as
    // ten minutes would: Reveal then asks for a code.
    const session = await anotherAdmin(request);
    const { secret } = await enableTwoStepThroughApi(request, session);
    forgetStepUp(session.admin.id);
    await signIn({ session });
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(shownNames(page)).toHaveText([vendor.vendor_name]);
    await (await rowMenuItem(page, vendor.vendor_name, 'View details')).click();

    const dialog = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    for (const group of ['Vendor and business', 'Bank and KYC', 'Approval', 'Subscription and payment']) {
      await expect(dialog.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(dialog.getByText('XXXX XXXX 2345')).toBeVisible();
    await expect(dialog.getByText('234523452345')).toBeHidden();
    await expect(dialog.getByText('XXXXXXXXXX5678')).toBeVisible();

    await dialog.getByRole('button', { name: 'Reveal Aadhar' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Enter your two-step code' });
    await expect(stepUp).toBeVisible();
    await expect(stepUp.getByRole('textbox', { name: 'Two-step code' })).toBeFocused();
    await expect(dialog.getByText('234523452345')).toBeHidden();
    await stepUp.getByRole('textbox', { name: 'Two-step code' }).fill(nextTotpCode(secret));
    await stepUp.getByRole('button', { name: 'Verify' }).click();

    await expect(stepUp).toBeHidden();
    await expect(dialog.getByText('234523452345')).toBeVisible();
    await expect(dialog.getByText('XXXXXX234Q')).toBeVisible();
  });
});
