import type { Page } from '@playwright/test';
import {
  insertCustomerComplaint,
  insertVendorComplaint,
  removeCustomerComplaints,
  removeVendorComplaints,
} from '../support/complaint-rows';
import { expect, test } from '../support/fixtures';

const SELECT_PROMPT = 'Select a complaint to view details';

/** A complaint of this spec's own, dated now so that it heads the list (newest first). */
interface Complaint {
  id: number;
  name: string;
  email: string;
  mobile: string;
  description: string;
  date: Date;
}

/**
 * The date and time as the screen shows it (docs/product/README.md#dates-and-times): India time,
 * `21 Nov 2026, 14:05` in the list, with ` IST` in the detail pane.
 */
function shownDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace('Sept', 'Sep');
}

function detailPane(page: Page, complaint: Complaint) {
  return page.getByRole('region', { name: `Complaint #${complaint.id}` });
}

/** The value shown under a label in the detail pane. */
function detailValue(page: Page, complaint: Complaint, label: string) {
  return detailPane(page, complaint)
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Search by name' });
}

test.describe('Complaints', () => {
  // Each story inserts its own complaints and expects them at the top of the newest-first list.
  test.describe.configure({ mode: 'serial' });

  test('vendor complaints are shown first; choosing one shows its details', async ({ page, signIn }) => {
    const complaint = insertVendorComplaint({
      date: new Date(),
      name: 'Zoravar Khanna',
      email: 'zoravar.khanna@example.in',
      mobile: '9812345670',
      description: 'The payout for my last three bookings has not reached my bank account.',
    });
    try {
      await signIn();
      await page.goto('/admincomplains');

      await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Vendor' })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Customer' })).not.toBeChecked();
      await expect(page.getByRole('heading', { name: SELECT_PROMPT })).toBeVisible();

      const list = page.getByRole('list', { name: 'Vendor complaints' });
      const item = list.getByRole('button').first();
      await expect(item).toContainText(complaint.name);
      await expect(item).toContainText(complaint.description);
      await expect(item).toContainText(shownDate(complaint.date));
      await item.click();

      await expect(item).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(SELECT_PROMPT)).toBeHidden();
      await expect(detailPane(page, complaint).getByRole('heading', { level: 2 })).toHaveText(
        `Complaint #${complaint.id}`,
      );
      await expect(detailValue(page, complaint, 'Complaint ID')).toHaveText(String(complaint.id));
      await expect(detailValue(page, complaint, 'Date')).toHaveText(`${shownDate(complaint.date)} IST`);
      await expect(detailValue(page, complaint, 'Vendor name')).toHaveText(complaint.name);
      await expect(detailValue(page, complaint, 'Email')).toHaveText(complaint.email);
      await expect(detailValue(page, complaint, 'Mobile')).toHaveText(complaint.mobile);
      await expect(detailPane(page, complaint).getByRole('region', { name: 'Description' })).toContainText(
        complaint.description,
      );
    } finally {
      removeVendorComplaints(complaint.id);
    }
  });

  test('the toggle switches between vendor and customer complaints', async ({ page, signIn }) => {
    const vendorComplaint = insertVendorComplaint({
      date: new Date(),
      name: 'Harpreet Sodhi',
      email: 'harpreet.sodhi@example.in',
      mobile: '9823456701',
      description: 'Lead notifications arrive hours late.',
    });
    const customerComplaint = insertCustomerComplaint({
      date: new Date(),
      name: 'Ishaan Zaveri',
      email: 'ishaan.zaveri@example.in',
      mobile: '9834567012',
      description: 'The electrician left the wiring half done and is not answering calls.',
    });
    try {
      await signIn();
      await page.goto('/admincomplains');
      await page.getByRole('list', { name: 'Vendor complaints' }).getByRole('button').first().click();
      await expect(detailPane(page, vendorComplaint)).toBeVisible();

      await page.getByText('Customer', { exact: true }).click();

      await expect(page.getByRole('radio', { name: 'Customer' })).toBeChecked();
      await expect(page.getByRole('heading', { name: SELECT_PROMPT })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Vendor complaints' })).toBeHidden();
      const customers = page.getByRole('list', { name: 'Customer complaints' });
      await expect(customers.getByRole('button').first()).toContainText(customerComplaint.name);
      await customers.getByRole('button').first().click();
      await expect(detailValue(page, customerComplaint, 'Customer name')).toHaveText(customerComplaint.name);
      await expect(detailValue(page, customerComplaint, 'Email')).toHaveText(customerComplaint.email);
      await expect(detailValue(page, customerComplaint, 'Mobile')).toHaveText(customerComplaint.mobile);

      await page.getByText('Vendor', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Vendor' })).toBeChecked();
      await expect(
        page.getByRole('list', { name: 'Vendor complaints' }).getByRole('button').first(),
      ).toContainText(vendorComplaint.name);
      await expect(page.getByRole('heading', { name: SELECT_PROMPT })).toBeVisible();
    } finally {
      removeVendorComplaints(vendorComplaint.id);
      removeCustomerComplaints(customerComplaint.id);
    }
  });

  test('searching by name asks the server and highlights the matches in the description', async ({
    page,
    signIn,
  }) => {
    const complaint = insertVendorComplaint({
      date: new Date(),
      name: 'Tejasvi Rathore',
      email: 'tejasvi.rathore@example.in',
      mobile: '9845670123',
      description:
        'Tejasvi Rathore from Jaipur: the app sends me plumbing leads although I registered for electrical work.',
    });
    try {
      await signIn();
      await page.goto('/admincomplains');
      await expect(page.getByRole('list', { name: 'Vendor complaints' })).toBeVisible();

      const searched = page.waitForRequest(
        (r) =>
          r.url().includes('/admin/data/getvendorscomplaints') &&
          new URL(r.url()).searchParams.get('q') === 'tejasvi',
      );
      await searchBox(page).fill('tejasvi');
      await searched;

      const list = page.getByRole('list', { name: 'Vendor complaints' });
      await expect(list.getByRole('button')).toHaveCount(1);
      const item = list.getByRole('button');
      await expect(item).toContainText(complaint.description);
      // The term is highlighted in the name and in the description, whatever its case.
      await expect(item.locator('mark')).toHaveText(['Tejasvi', 'Tejasvi']);
      await expect(page.getByText('1 complaint', { exact: true })).toBeVisible();

      await item.click();
      const description = detailPane(page, complaint).getByRole('region', { name: 'Description' });
      await expect(description.locator('mark')).toHaveText(['Tejasvi']);

      await searchBox(page).fill('qzxv');
      await expect(page.getByText('No matching complaints found')).toBeVisible();
      // The chosen complaint stays open while the admin searches for another.
      await expect(detailPane(page, complaint)).toBeVisible();
      await expect(description.locator('mark')).toHaveCount(0);
    } finally {
      removeVendorComplaints(complaint.id);
    }
  });

  test('pages through the complaints on the server', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/admincomplains');
    const list = page.getByRole('list', { name: 'Vendor complaints' });
    await expect(list.getByRole('button')).toHaveCount(20);
    const firstOnPageOne = await list.getByRole('button').first().textContent();

    const secondPage = page.waitForRequest(
      (r) =>
        r.url().includes('/admin/data/getvendorscomplaints') &&
        new URL(r.url()).searchParams.get('offset') === '20',
    );
    await page.getByRole('button', { name: 'Page 2' }).click();
    await secondPage;

    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByRole('button').first()).not.toHaveText(firstOnPageOne ?? '');
  });
});
