import type { Locator, Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/modules/team/totp';
import { AXE_VIEWPORT, dialogOpen, expectNoAxeViolations } from '../support/accessibility';
import { anotherAdmin, forgetStepUp, newAdminAccount } from '../support/admins';
import { enableTwoStepThroughApi, loginThroughApi } from '../support/auth-api';
import { arrangeServiceRequest, customerNamed, randomDigits, uniqueTag } from '../support/booking-rows';
import { anyVendorId, insertVendorComplaint, removeVendorComplaints } from '../support/complaint-rows';
import { insertDeadDelivery, removeDeliveries } from '../support/delivery-rows';
import { insertTaggedVendor } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';
import { arrangePaidBooking } from '../support/refund-rows';
import { rowMenuItem } from '../support/row-actions';

/**
 * WCAG 2.2 AA on every route of apps/web/src/app/router.tsx and on every kind of dialog, as axe-core checks
 * it at 1280×800 (docs/product/shell-and-sign-in.md#accessibility): any violation, of any impact, fails.
 * The demo data fills every list; a story that needs a row in a given state inserts its own.
 */
test.use({ viewport: AXE_VIEWPORT });

/** Every signed-in route, with what shows once it has its data. */
const SIGNED_IN_ROUTES: ReadonlyArray<[route: string, ready: (page: Page) => Locator]> = [
  ['/managevendor', (page) => page.getByRole('table', { name: 'Vendors' }).locator('tbody tr').first()],
  ['/pendingapproval', (page) => page.getByRole('article').first()],
  [
    '/vendorpayments',
    (page) => page.getByRole('table', { name: 'Vendor payments' }).locator('tbody tr').first(),
  ],
  [
    '/servicecategory',
    (page) => page.getByRole('table', { name: 'Service categories' }).locator('tbody tr').first(),
  ],
  ['/addservicecategory', (page) => page.getByRole('button', { name: /Save|Add|Submit/ }).first()],
  ['/addservicecategory?id=1', (page) => page.getByRole('button', { name: /Save|Update|Submit/ }).first()],
  ['/addsubservice?categoryId=1', (page) => page.getByRole('button', { name: /Save|Add|Submit/ }).first()],
  [
    '/bookingdetails',
    (page) => page.getByRole('table', { name: 'Service Request' }).locator('tbody tr').first(),
  ],
  [
    '/blockedvendors',
    (page) => page.getByRole('table', { name: 'Blocked vendors' }).locator('tbody tr').first(),
  ],
  ['/dispatch', (page) => page.getByRole('table', { name: 'Vendors and slots' })],
  ['/messages', (page) => page.getByRole('main')],
  ['/userdetails', (page) => page.getByRole('table', { name: 'Customers' }).locator('tbody tr').first()],
  [
    '/userpaymentdetails',
    (page) => page.getByRole('table', { name: 'Customer payments' }).locator('tbody tr').first(),
  ],
  ['/refunds', (page) => page.getByRole('table', { name: 'Refunds' })],
  ['/vendor-earnings', (page) => page.getByRole('table', { name: 'Vendor balances' })],
  ['/vendor-earnings/1', (page) => page.getByRole('table', { name: 'Ledger entries' })],
  [
    '/commission',
    (page) => page.getByRole('table', { name: 'Commission by service category' }).locator('tbody tr').first(),
  ],
  [
    '/admincomplains',
    (page) => page.getByRole('list', { name: 'Vendor complaints' }).getByRole('button').first(),
  ],
  [
    '/subscriptions',
    (page) => page.getByRole('table', { name: 'Subscription plans' }).locator('tbody tr').first(),
  ],
  ['/addsubscriptions', (page) => page.getByRole('main').getByRole('button').last()],
  ['/invoices', (page) => page.getByRole('table', { name: 'Invoices' }).locator('tbody tr').first()],
  ['/addvendor', (page) => page.getByRole('main').getByRole('button').last()],
  ['/setpricing', (page) => page.getByRole('main')],
  ['/dashboard', (page) => page.getByTestId('kpi-pending_approvals')],
  ['/audit', (page) => page.getByRole('table', { name: 'Audit trail' }).locator('tbody tr').first()],
  ['/deliveries', (page) => page.getByRole('table', { name: 'Deliveries' })],
  [
    '/message-templates',
    (page) => page.getByRole('table', { name: 'Message templates' }).locator('tbody tr').first(),
  ],
  ['/payouts', (page) => page.getByRole('table', { name: 'Payouts' })],
  ['/team', (page) => page.getByRole('table', { name: 'Team members' }).locator('tbody tr').first()],
  [
    '/team?tab=roles',
    (page) => page.getByRole('table', { name: 'Permissions by role' }).locator('tbody tr').last(),
  ],
  ['/account', (page) => page.getByRole('table', { name: 'Your sessions' }).locator('tbody tr').first()],
  ['/no-such-screen', (page) => page.getByRole('heading', { name: 'Page not found' })],
];

/** No loader left on the page: what axe reads is the screen with its rows. */
async function settled(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test.describe('WCAG 2.2 AA: signed out', () => {
  test('the sign-in screen', async ({ page }) => {
    await page.goto('/adminlogin');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page, 'on /adminlogin');

    // With its field errors shown.
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page, 'on /adminlogin with field errors');
  });

  test('each step of password recovery', async ({ page }) => {
    await page.goto('/adminlogin');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await expectNoAxeViolations(page, 'on recovery step 1');

    // The server answers the same for any number; step 2 shows it.
    await page.getByLabel('Phone', { exact: true }).fill('9000000001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expectNoAxeViolations(page, 'on recovery step 2');
  });

  test("the sign-in's code step", async ({ page, request }) => {
    const account = await newAdminAccount();
    await enableTwoStepThroughApi(request, await loginThroughApi(request, account));
    await page.goto('/adminlogin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('textbox', { name: 'Two-step code' })).toBeVisible();
    await expectNoAxeViolations(page, 'on the code step');

    // With its field error shown, then as the recovery code.
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Two-step code is required')).toBeVisible();
    await expectNoAxeViolations(page, 'on the code step with its error');
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible();
    await expectNoAxeViolations(page, 'on the code step with a recovery code');
  });
});

test.describe('WCAG 2.2 AA: every signed-in route', () => {
  for (const [route, ready] of SIGNED_IN_ROUTES) {
    test(route, async ({ page, signIn }) => {
      await signIn();
      await page.goto(route);
      await settled(page, ready(page));
      await expectNoAxeViolations(page, `on ${route}`);
    });
  }

  test('/pendingapprovalview/{vendorId}', async ({ page, signIn }) => {
    const { vendor } = insertTaggedVendor('Axeview', { state: 'pending' });
    await signIn();
    await page.goto(`/pendingapprovalview/${vendor.vendor_id}`);
    await settled(page, page.getByRole('heading', { level: 1, name: vendor.vendor_name }));
    await expectNoAxeViolations(page, 'on the approval view');
  });
});

test.describe('WCAG 2.2 AA: every kind of dialog', () => {
  // Each story runs axe on several dialogs (the vendor picker with its whole list of vendors).
  test.slow();

  test('logout confirmation and the notification drawer', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/messages');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Logout' })
      .click();
    const logout = page.getByRole('dialog', { name: 'Are you sure do you want to logout?' });
    await dialogOpen(logout);
    await expectNoAxeViolations(page, 'in the logout confirmation');
    await logout.getByRole('button', { name: 'Cancel' }).click();
    await expect(logout).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await dialogOpen(drawer);
    await settled(page, drawer);
    await expectNoAxeViolations(page, 'in the notification drawer');
  });

  test('Vendor List: details, block form and its confirmation', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Axeblock', { state: 'subscribed' });
    await signIn();
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(1);

    await (await rowMenuItem(page, vendor.vendor_name, 'View details')).click();
    const details = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    await dialogOpen(details);
    await settled(page, details);
    await expectNoAxeViolations(page, 'in the vendor details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await page.getByRole('button', { name: `Actions for ${vendor.vendor_name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Block' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the actions menu open');
    await page.getByRole('menuitem', { name: 'Block' }).click();
    const actions = page.getByRole('dialog', { name: `Actions for ${vendor.vendor_name}` });
    await dialogOpen(actions);
    await expectNoAxeViolations(page, 'in the block form');
    await actions.getByRole('button', { name: 'Block Vendor' }).click();
    await expect(actions.getByText('Please enter a reason for blocking the vendor.')).toBeVisible();
    await expectNoAxeViolations(page, 'in the block form with its error');
    await actions.getByLabel('Reason for blocking').fill('Checked by axe');
    await actions.getByRole('button', { name: 'Block Vendor' }).click();
    await expect(actions.getByText(`Are you sure you want to block ${vendor.vendor_name}?`)).toBeVisible();
    await expectNoAxeViolations(page, 'in the block confirmation');
  });

  test('Blocked Vendors: the actions menu, unblock confirmation and details', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Axeunblock', { state: 'blocked' });
    await signIn();
    await page.goto('/blockedvendors');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(tag);
    await expect(page.getByRole('table', { name: 'Blocked vendors' }).locator('tbody tr')).toHaveCount(1);

    await page.getByRole('button', { name: `Actions for ${vendor.vendor_name}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Unblock Vendor' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the actions menu open');
    await page.getByRole('menuitem', { name: 'Unblock Vendor' }).click();
    const unblock = page.getByRole('dialog', {
      name: `Are you sure you want to unblock ${vendor.vendor_name}?`,
    });
    await dialogOpen(unblock);
    await expectNoAxeViolations(page, 'in the unblock confirmation');
    await unblock.getByRole('button', { name: 'Cancel' }).click();
    await expect(unblock).toBeHidden();

    await (await rowMenuItem(page, vendor.vendor_name, 'View details')).click();
    const details = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    await dialogOpen(details);
    await settled(page, details);
    await expectNoAxeViolations(page, 'in the blocked vendor details');
  });

  test('Step-up: the two-step code dialog over the vendor details', async ({ page, request, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Axestepup', {
      state: 'subscribed',
      kyc: { pan: 'ABCPE1234Q', aadhar: '234523452345' },
    });
    const session = await anotherAdmin(request);
    await enableTwoStepThroughApi(request, session);
    forgetStepUp(session.admin.id);
    await signIn({ session });
    await page.goto('/managevendor');
    await page.getByRole('searchbox', { name: 'Search vendors' }).fill(tag);
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(1);
    await (await rowMenuItem(page, vendor.vendor_name, 'View details')).click();
    const details = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    await dialogOpen(details);

    await details.getByRole('button', { name: 'Reveal Aadhar' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Enter your two-step code' });
    await dialogOpen(stepUp);
    await expectNoAxeViolations(page, 'in the step-up dialog');
    await stepUp.getByRole('button', { name: 'Verify' }).click();
    await expect(stepUp.getByText('Two-step code is required')).toBeVisible();
    await expectNoAxeViolations(page, 'in the step-up dialog with its error');
  });

  test('Message templates: the editor with its preview', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/message-templates');
    await (await rowMenuItem(page, 'Application rejected', 'Edit')).click();
    const editor = page.getByRole('dialog', { name: 'Edit template: Application rejected' });
    await dialogOpen(editor);
    await settled(page, editor.getByRole('region', { name: 'Preview' }).getByText(/SMS part/));
    await expectNoAxeViolations(page, 'in the template editor');
  });

  test('Pending Approval: the Reject dialog with its common reasons', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Axereject', { state: 'pending' });
    await signIn();
    await page.goto('/pendingapproval');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await page
      .getByRole('article', { name: vendor.vendor_name })
      .getByRole('button', { name: 'Reject' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${vendor.vendor_name}?` });
    await dialogOpen(dialog);
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'in the Reject dialog with its error');
  });

  test('Deliveries: a failed delivery and the retry question', async ({ page, signIn }) => {
    const delivery = insertDeadDelivery('provider answered 503');
    try {
      await signIn();
      await page.goto('/deliveries?status=dead&kind=test.e2e');
      await settled(page, page.getByRole('table', { name: 'Deliveries' }).getByText(delivery.dedupeKey));
      await expectNoAxeViolations(page, 'on /deliveries with a failed delivery');
      await (await rowMenuItem(page, `delivery #${delivery.id}`, 'Retry')).click();
      const question = page.getByRole('dialog', { name: `Retry delivery #${delivery.id}?` });
      await dialogOpen(question);
      await expectNoAxeViolations(page, 'in the retry question');
    } finally {
      removeDeliveries([delivery]);
    }
  });

  test('Team: invite member, change role, deactivate question and a role', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/team');
    await settled(page, page.getByRole('table', { name: 'Team members' }).locator('tbody tr').first());

    await page.getByRole('button', { name: 'Invite member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite member' });
    await dialogOpen(invite);
    await expectNoAxeViolations(page, 'in the invite dialog');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(invite.getByText('Enter their name')).toBeVisible();
    await expectNoAxeViolations(page, 'in the invite dialog with its errors');
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await expect(invite).toBeHidden();

    await page.goto('/team?tab=roles');
    await settled(page, page.getByRole('table', { name: 'Permissions by role' }).locator('tbody tr').last());
    await page.getByRole('button', { name: 'New role' }).click();
    const role = page.getByRole('dialog', { name: 'New role' });
    await dialogOpen(role);
    await expectNoAxeViolations(page, 'in the role dialog');
  });

  test('Account: two-step setup, recovery codes, turn off and a session sign-out', async ({
    page,
    request,
    signIn,
  }) => {
    // An admin of its own: turning two-step sign-in on must not change the shared admin's sign-in.
    const member = await anotherAdmin(request);
    await loginThroughApi(request, member);
    await signIn({ session: member });
    await page.goto('/account');
    const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect(twoStep.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectNoAxeViolations(page, 'in the two-step setup');
    const secret = ((await twoStep.getByTestId('two-step-key').textContent()) ?? '').replace(/\s+/g, '');
    await twoStep.getByRole('textbox', { name: 'Code from the app' }).fill(totpCode(secret, Date.now()));
    await twoStep.getByRole('button', { name: 'Turn on' }).click();
    await expect(twoStep.getByRole('list', { name: 'Your recovery codes' })).toBeVisible();
    await expectNoAxeViolations(page, 'with the recovery codes');
    await twoStep.getByRole('button', { name: 'Done' }).click();

    await twoStep.getByRole('button', { name: 'Turn off' }).click();
    const turnOff = page.getByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await dialogOpen(turnOff);
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect(turnOff.getByText('Enter the code')).toBeVisible();
    await expectNoAxeViolations(page, 'in the turn-off dialog with its error');
    await turnOff.getByRole('button', { name: 'Cancel' }).click();
    await expect(turnOff).toBeHidden();

    const sessions = page.getByRole('region', { name: 'Sessions' });
    await expect(sessions.getByRole('table', { name: 'Your sessions' }).locator('tbody tr')).toHaveCount(2);
    await sessions.getByRole('button', { name: 'Sign out other sessions' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out your other sessions?' });
    await dialogOpen(confirm);
    await expectNoAxeViolations(page, 'in the sign-out confirmation');
  });

  test('Pending Approval: View More', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Axemore', { state: 'pending' });
    await signIn();
    await page.goto('/pendingapproval');
    await page.getByRole('searchbox', { name: 'Search by vendor name' }).fill(tag);
    await page
      .getByRole('article', { name: vendor.vendor_name })
      .getByRole('button', { name: 'View More' })
      .click();
    const dialog = page.getByRole('dialog', { name: vendor.vendor_name });
    await dialogOpen(dialog);
    await expectNoAxeViolations(page, 'in View More');
  });

  test('Vendor Payments: payment details', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/vendorpayments');
    await page
      .getByRole('button', { name: /^View payment / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Vendor Payment Details' });
    await dialogOpen(dialog);
    await expectNoAxeViolations(page, 'in the vendor payment details');
  });

  test('Service Category: delete confirmation', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/servicecategory');
    const table = page.getByRole('table', { name: 'Service categories' });
    await table.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Are you sure you want to delete the category / });
    await dialogOpen(dialog);
    await expectNoAxeViolations(page, 'in the delete confirmation');
  });

  test('Booking Details: assignment confirmation, details and reviews', async ({ page, signIn }) => {
    const tag = uniqueTag();
    arrangeServiceRequest(
      customerNamed(`Axe ${tag}`),
      { service_desc: 'Fix the kitchen tap.', service_price: 499 },
      { fitting: { vendor_name: `Axefit ${tag}`, vendor_mobile: `8${randomDigits(9)}` } },
    );
    await signIn();
    await page.goto('/bookingdetails');
    const requests = page.getByRole('table', { name: 'Service Request' });
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(tag);
    // While a page loads the table shows one empty placeholder row: wait for the booking's own row.
    const request = requests.getByRole('row').filter({ hasText: tag });
    await expect(request).toHaveCount(1);
    await expect(requests.getByRole('row')).toHaveCount(2);
    await (await rowMenuItem(page, /^Actions for booking /, 'Assign Vendor', request)).click();
    const vendors = page.getByRole('table', { name: 'Vendors' });
    await settled(page, vendors.getByRole('radio').first());
    await expectNoAxeViolations(page, 'in the vendor picker');
    await vendors.getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'Confirm Selection' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await dialogOpen(confirm);
    await expectNoAxeViolations(page, 'in the assignment confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    const assigned = page.getByRole('table', { name: 'Assigned' });
    await settled(page, assigned.locator('tbody tr').first());

    const firstRow = assigned.locator('tbody tr').first();
    await (await rowMenuItem(page, /^Actions for booking /, 'View Details', firstRow)).click();
    const details = page.getByRole('dialog', { name: 'Customer Service Details' });
    await dialogOpen(details);
    await settled(page, details);
    await expectNoAxeViolations(page, 'in the booking details');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // The first booking whose vendor has reviews (View Reviews is a button of the row at every width).
    await assigned.getByRole('button', { name: 'View Reviews', disabled: false }).first().click();
    const reviews = page.getByRole('dialog', { name: /^Vendor Reviews/ });
    await dialogOpen(reviews);
    await settled(page, reviews);
    await expectNoAxeViolations(page, 'in the reviews');
  });

  test('Booking Details: cancellation', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/bookingdetails');
    await page.getByRole('button', { name: 'Assigned' }).click();
    const assigned = page.getByRole('table', { name: 'Assigned' });
    await settled(page, assigned.locator('tbody tr').first());
    // A booking that can still be cancelled (other stories cancel and complete bookings meanwhile).
    const booked = assigned.locator('tbody tr').filter({ hasText: 'Booked' }).first();
    await (await rowMenuItem(page, /^Actions for booking /, 'Cancel booking', booked)).click();
    const cancel = page.getByRole('dialog', { name: /^Cancel booking / });
    await dialogOpen(cancel);
    await expectNoAxeViolations(page, 'in the cancellation');
  });

  test('Complaints: resolution', async ({ page, signIn }) => {
    const complaint = insertVendorComplaint({
      vendorId: anyVendorId(),
      name: `Axe ${uniqueTag()}`,
      description: 'The app logs me out every time I open my bookings.',
    });
    try {
      await signIn();
      await page.goto('/admincomplains');
      await page.getByRole('searchbox', { name: 'Search by name' }).fill(complaint.name);
      const list = page.getByRole('list', { name: 'Vendor complaints' });
      await expect(list.getByRole('button')).toHaveCount(1);
      await list.getByRole('button').click();
      const status = page.getByRole('region', { name: `Complaint #${complaint.id}` }).getByRole('group', {
        name: 'Status',
      });
      await status.getByRole('button', { name: 'Start work' }).click();
      await status.getByRole('button', { name: 'Resolve' }).click();
      const dialog = page.getByRole('dialog', { name: `Resolve complaint #${complaint.id}` });
      await dialogOpen(dialog);
      await expectNoAxeViolations(page, 'in the resolution');
    } finally {
      removeVendorComplaints(complaint.id);
    }
  });

  test("User Details: a customer's payments and one payment's details", async ({ page, signIn }) => {
    await signIn();
    await page.goto('/userdetails');
    await page
      .getByRole('button', { name: /^Payment details of / })
      .first()
      .click();
    const payments = page.getByRole('dialog', { name: /^Payment Details of / });
    await dialogOpen(payments);
    await settled(page, payments);
    await expectNoAxeViolations(page, "in a customer's payments");

    await page.goto('/userpaymentdetails');
    await page
      .getByRole('button', { name: /^View payment / })
      .first()
      .click();
    const payment = page.getByRole('dialog', { name: 'Payment Details' });
    await dialogOpen(payment);
    await expectNoAxeViolations(page, 'in the payment details');
  });

  test('Refunds: a payment’s refunds, the Refund dialog and the cancel dialog’s refund', async ({
    page,
    signIn,
  }) => {
    const paid = arrangePaidBooking({ price: 1250 });
    await signIn();
    await page.goto('/userpaymentdetails');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(paid.tag);
    await page.getByRole('button', { name: `View payment ${paid.paymentRef}` }).click();
    const details = page.getByRole('dialog', { name: 'Payment Details' });
    await dialogOpen(details);
    await settled(page, details.getByText('No refunds yet'));
    await expectNoAxeViolations(page, 'in the payment details with its refunds');

    await details.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: `Refund payment ${paid.paymentRef}` });
    await dialogOpen(refund);
    await expectNoAxeViolations(page, 'in the refund dialog');
    await refund.getByRole('textbox', { name: 'Amount' }).fill('1300');
    await refund.getByRole('button', { name: 'Refund ₹1,300' }).click();
    await expect(refund.getByText('Enter the reason for the refund')).toBeVisible();
    await expectNoAxeViolations(page, 'in the refund dialog with its errors');
    await refund.getByRole('button', { name: 'Cancel' }).click();
    await expect(refund).toBeHidden();

    await page.goto('/bookingdetails?tab=assigned');
    await page.getByRole('searchbox', { name: 'Search by customer name' }).fill(paid.tag);
    const assigned = page.getByRole('table', { name: 'Assigned' });
    await expect(assigned.getByRole('row').filter({ hasText: paid.tag })).toHaveCount(1);
    await (await rowMenuItem(page, `booking ${paid.bookingId}`, 'Cancel booking', assigned)).click();
    const cancel = page.getByRole('dialog', { name: `Cancel booking ${paid.bookingId}` });
    await dialogOpen(cancel);
    await expect(cancel.getByRole('checkbox', { name: 'Refund ₹1,250 to the customer' })).toBeChecked();
    await expectNoAxeViolations(page, 'in the cancellation with its refund');
  });

  test('Subscriptions: edit, set price and delete confirmation', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/subscriptions');
    const plans = page.getByRole('table', { name: 'Subscription plans' });
    await plans.getByRole('button', { name: 'Edit' }).first().click();
    const edit = page.getByRole('dialog', { name: 'Edit Subscription' });
    await dialogOpen(edit);
    await expectNoAxeViolations(page, 'in Edit Subscription');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'Set Price Details' }).click();
    const price = page.getByRole('dialog', { name: 'Set Price Details' });
    await dialogOpen(price);
    await expectNoAxeViolations(page, 'in Set Price Details');
    await page.keyboard.press('Escape');
    await expect(price).toBeHidden();

    await plans.getByRole('button', { name: 'Delete' }).first().click();
    const remove = page.getByRole('dialog', { name: /^Are you sure you want to delete the subscription / });
    await dialogOpen(remove);
    await expectNoAxeViolations(page, 'in the delete confirmation');
  });
});
