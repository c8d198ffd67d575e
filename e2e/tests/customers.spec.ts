import type { Locator, Page } from '@playwright/test';
import {
  type CustomerRow,
  customerNamed,
  firstCategory,
  insertCustomer,
  insertPaidBooking,
  insertVendor,
  randomDigits,
  uniqueTag,
} from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { expect, test } from '../support/fixtures';
import { expectEveryColumnInView, LAPTOP } from '../support/table-layout';

// SPEC's payments table shows the browser's time zone, every other date India's; the admins work in India.
test.use({ timezoneId: 'Asia/Kolkata' });

/** A customer with two paid bookings: ₹1,23,456.50 on 5 March 2026 19:37 IST and ₹99 a day earlier. */
function arrangeCustomerWithPayments(tag: string) {
  return withDatabase((db) => {
    const category = firstCategory(db);
    const customer = customerNamed(`Kavya ${tag}`, {
      customer_address: { street: '22 Temple Street', city: 'Madurai', state: 'Tamil Nadu', zip: '625001' },
    });
    const customerId = insertCustomer(db, customer);
    const vendorId = insertVendor(db, { vendor_name: `Ganesh ${tag}`, category });
    const paid = (price: number, date: string) => {
      const refNo = randomDigits(12);
      const ids = insertPaidBooking(db, {
        customer_id: customerId,
        customer,
        category,
        vendor_id: vendorId,
        service_desc: `Sofa cleaning ${tag}`,
        service_price: price,
        service_category_url: '/uploads/missing.png',
        payment_date: date,
        payment_ref_no: refNo,
      });
      return { ...ids, refNo };
    };
    const large = paid(123456.5, '2026-03-05T14:07:00.000Z');
    const small = paid(99, '2026-03-04T09:00:00.000Z');
    return { category, customer, customerId, vendorId, large, small };
  });
}

type Arranged = ReturnType<typeof arrangeCustomerWithPayments>;

/** The value next to `label` in a details dialog. */
function detail(container: Locator, label: string): Locator {
  return container
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** Every field of the ₹1,23,456.50 payment (docs/product/customers-and-payments.md#payment-details-dialog). */
async function expectLargePaymentFields(container: Locator, arranged: Arranged) {
  const { customer } = arranged;
  const expected: [string, string][] = [
    ['Customer ID', String(arranged.customerId)],
    ['Customer Name', customer.customer_name],
    ['Mobile', customer.mobile],
    ['Country', 'India'],
    ['Gender', 'Female'],
    ['Street', '22 Temple Street'],
    ['City', 'Madurai'],
    ['State', 'Tamil Nadu'],
    ['Zip', '625001'],
    ['Email', customer.customer_email],
    ['Vendor ID', String(arranged.vendorId)],
    ['Service Category ID', String(arranged.category.service_cat_id)],
    ['Service Category Name', arranged.category.service_category_name],
    ['Service Description', `Sofa cleaning ${customer.customer_name.split(' ')[1]}`],
    ['Service Price', '₹1,23,456.50'],
    ['Payment ID', String(arranged.large.paymentId)],
    ['Booking ID', String(arranged.large.bookingId)],
    ['Amount', '₹1,23,456.50'],
    ['Payment Date', '5 Mar 2026, 19:37'],
    ['Payment Ref No', arranged.large.refNo],
  ];
  for (const [label, value] of expected) await expect(detail(container, label), label).toHaveText(value);
  await expect(container.getByRole('img', { name: arranged.category.service_category_name })).toHaveAttribute(
    'src',
    '/placeholder.svg',
  );
}

async function search(page: Page, label: string, term: string) {
  await page.getByRole('searchbox', { name: label }).fill(term);
}

test.describe('Customers', () => {
  test('User Details lists customers, finds one by name and shows its payments', async ({ page, signIn }) => {
    const tag = uniqueTag();
    const arranged = arrangeCustomerWithPayments(tag);
    await signIn();
    await page.goto('/userdetails');
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();

    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByRole('row')).toHaveCount(51); // the first page of the demo customers
    await search(page, 'Search by name', tag.toLowerCase());
    await expect(customers.getByRole('row')).toHaveCount(2);
    const row = customers.getByRole('row').nth(1);
    await expect(row.getByRole('cell')).toHaveText([
      arranged.customer.customer_name,
      arranged.customer.mobile,
      'India',
      'Female',
      '22 Temple Street, Madurai, Tamil Nadu 625001',
      arranged.customer.customer_email,
      'Payment Details',
    ]);

    await row.getByRole('button', { name: `Payment details of ${arranged.customer.customer_name}` }).click();
    const dialog = page.getByRole('dialog', {
      name: `Payment Details of ${arranged.customer.customer_name}`,
    });
    await expect(dialog.getByRole('button', { name: /Ref / })).toHaveText([
      `5 Mar 2026, 19:37 · Ref ${arranged.large.refNo}₹1,23,456.50`,
      `4 Mar 2026, 14:30 · Ref ${arranged.small.refNo}₹99`,
    ]);
    // The newest payment is open; the others are collapsed.
    await expectLargePaymentFields(dialog.getByRole('region'), arranged);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('User Payment Details lists payments 500 px high, finds them by customer name and shows every field', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const arranged = arrangeCustomerWithPayments(tag);
    await signIn();
    await page.goto('/userpaymentdetails');
    await expect(page.getByRole('heading', { level: 1, name: 'User Payment Details' })).toBeVisible();

    const payments = page.getByRole('table', { name: 'Customer payments' });
    await expect(payments.getByRole('row').nth(1)).toBeVisible();
    const box = await page.locator('.mantine-datatable', { has: payments }).boundingBox();
    expect(box?.height).toBe(500);

    await search(page, 'Search by customer name', `kavya ${tag}`.toUpperCase());
    await expect(payments.getByRole('row')).toHaveCount(3);
    await expect(payments.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      arranged.customer.customer_name,
      '03/05/2026, 19:37',
      arranged.large.refNo,
      String(arranged.vendorId),
      arranged.category.service_category_name,
      '₹1,23,456.50',
      // Refund status (docs/product/refunds-screens.md#user-payment-details): nothing refunded.
      'None',
      '',
    ]);
    await expect(payments.getByRole('row').nth(2)).toContainText('₹99');

    await payments.getByRole('button', { name: `View payment ${arranged.large.refNo}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Details' });
    await expectLargePaymentFields(dialog, arranged);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await search(page, 'Search by customer name', `${tag}-nobody`);
    await expect(page.getByText('No matching payment details found')).toBeVisible();
  });

  test('on a 1280 px laptop every column of User Details is in view without scrolling sideways', async ({
    page,
    signIn,
  }) => {
    const tag = uniqueTag();
    const customer: CustomerRow = {
      customer_name: `${tag} Venkatasubramanian Ramachandran-Balasubrahmanyam`,
      mobile: `7${randomDigits(9)}`,
      customer_email: `${tag.toLowerCase()}.venkatasubramanian.ramachandran-balasubrahmanyam@customers.test`,
      customer_country: 'India',
      gender: 'Male',
      customer_address: {
        street: '14/2 Sree Chithira Thirunal Road, Panampilly Nagar',
        city: 'Thiruvananthapuram',
        state: 'Kerala',
        zip: '695001',
      },
    };
    withDatabase((db) => insertCustomer(db, customer));
    await page.setViewportSize(LAPTOP);
    await signIn();
    await page.goto('/userdetails');
    const customers = page.getByRole('table', { name: 'Customers' });
    await expect(customers.getByRole('row')).toHaveCount(51); // the first page of the demo customers
    await expectEveryColumnInView(page, customers);

    await search(page, 'Search by name', tag);
    await expect(customers.getByRole('row')).toHaveCount(2);
    await expectEveryColumnInView(page, customers);
    await expect(customers.getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(
      customer.customer_email,
    );
  });

  test('the tabs switch between User Details and User Payment Details', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/userdetails');
    const tabs = page.getByRole('tablist', { name: 'Customer screens' });

    await tabs.getByRole('tab', { name: 'User Payment Details' }).click();
    await expect(page).toHaveURL('/userpaymentdetails');
    await expect(page.getByRole('heading', { level: 1, name: 'User Payment Details' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'User Payment Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await tabs.getByRole('tab', { name: 'User Details' }).click();
    await expect(page).toHaveURL('/userdetails');
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  });
});
