import type { Locator, Page } from '@playwright/test';
import { AXE_VIEWPORT } from '../support/accessibility';
import {
  arrangeServiceRequest,
  customerNamed,
  randomDigits,
  storedBooking,
  uniqueTag,
} from '../support/booking-rows';
import { withDatabase } from '../support/database';
import { ADMIN } from '../support/environment';
import { insertTaggedVendor, vendorFlags } from '../support/factories/vendors';
import { expect, test } from '../support/fixtures';

/**
 * Keyboard-only stories (docs/product/shell-and-sign-in.md#keyboard): Tab, Shift+Tab, Enter, Space, Escape
 * and the arrow keys, never a click. Focus goes into each dialog, through each step of a confirmation,
 * and back to what opened it.
 */
test.use({ viewport: AXE_VIEWPORT });

/** Presses `key` (Tab unless told) until `target` has the focus. */
async function keyTo(page: Page, target: Locator, key = 'Tab', presses = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < presses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Types `text` into the search box, reached from the top of the page by Tab. */
async function search(page: Page, name: string, text: string): Promise<void> {
  await keyTo(page, page.getByRole('searchbox', { name }));
  await page.keyboard.type(text);
}

test.describe('Keyboard only', () => {
  test('signing in', async ({ page }) => {
    await page.goto('/adminlogin');
    await keyTo(page, page.getByLabel('Email'));
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/managevendor');
    await expect(page.getByRole('table', { name: 'Vendors' })).toBeVisible();
  });

  test('opening a vendor from the Vendor List, and Escape back to its row', async ({ page, signIn }) => {
    const { tag, vendor } = insertTaggedVendor('Keyopen', { state: 'subscribed' });
    await signIn();
    await page.goto('/managevendor');
    await search(page, 'Search vendors', tag);
    const opener = page.getByRole('button', { name: vendor.vendor_name, exact: true });
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(1);
    await keyTo(page, opener);
    await page.keyboard.press('Enter');

    const details = page.getByRole('dialog', { name: `Vendor details: ${vendor.vendor_name}` });
    await expect(details).toBeVisible();
    await expect(details).toContainText(vendor.vendor_email);
    await expect(details.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('blocking a vendor, then unblocking it, through both steps of each confirmation', async ({
    page,
    signIn,
  }) => {
    const { tag, vendor } = insertTaggedVendor('Keyblock', { state: 'subscribed' });
    await signIn();
    await page.goto('/managevendor');
    await search(page, 'Search vendors', tag);
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(1);
    const actions = page.getByRole('button', { name: `Actions for ${vendor.vendor_name}` });
    await keyTo(page, actions);
    await page.keyboard.press('Enter');
    await keyTo(page, page.getByRole('menuitem', { name: 'Block' }), 'ArrowDown', 5);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Actions for ${vendor.vendor_name}` });
    await expect(dialog.getByLabel('Reason for blocking')).toBeFocused();
    await page.keyboard.type('Keyboard story');
    await keyTo(page, dialog.getByRole('button', { name: 'Block Vendor' }));
    await page.keyboard.press('Enter');
    // The second step takes the focus: it does not fall out of the dialog.
    await expect(dialog.getByText(`Are you sure you want to block ${vendor.vendor_name}?`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, block' })).toBeFocused();
    // Back to the first step and forward again, by keyboard.
    await keyTo(page, dialog.getByRole('button', { name: 'Cancel' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Reason for blocking')).toBeFocused();
    await keyTo(page, dialog.getByRole('button', { name: 'Block Vendor' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Yes, block' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => withDatabase((db) => vendorFlags(db, vendor.vendor_id)).is_blocked).toBe(1);
    // Its row has gone from the list: focus waits on the main content, not on the page's body.
    await expect(page.getByRole('main')).toBeFocused();

    await page.goto('/blockedvendors');
    await search(page, 'Search by name', tag);
    await expect(page.getByRole('table', { name: 'Blocked vendors' }).locator('tbody tr')).toHaveCount(1);
    const menu = page.getByRole('button', { name: `Actions for ${vendor.vendor_name}` });
    await keyTo(page, menu);
    await page.keyboard.press('Enter');
    await keyTo(page, page.getByRole('menuitem', { name: 'Unblock Vendor' }), 'ArrowDown', 5);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', {
      name: `Are you sure you want to unblock ${vendor.vendor_name}?`,
    });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await keyTo(page, page.getByRole('menuitem', { name: 'Unblock Vendor' }), 'ArrowDown', 5);
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Yes, unblock' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect.poll(() => withDatabase((db) => vendorFlags(db, vendor.vendor_id)).is_blocked).toBe(0);
  });

  test('assigning a vendor to a booking on Booking Details', async ({ page, signIn }) => {
    const tag = uniqueTag();
    const arranged = arrangeServiceRequest(
      customerNamed(`Keya ${tag}`),
      { service_desc: 'Service the water heater.', service_price: 799 },
      { fitting: { vendor_name: `Keyfit ${tag}`, vendor_mobile: `8${randomDigits(9)}` } },
    );
    await signIn();
    await page.goto('/bookingdetails');
    await search(page, 'Search by customer name', tag);
    const requests = page.getByRole('table', { name: 'Service Request' });
    const request = requests.getByRole('row').filter({ hasText: tag });
    await expect(request).toHaveCount(1);
    await expect(requests.getByRole('row')).toHaveCount(2);
    // At 1280 px Service Request's actions are the row's ⋮ menu (When and City beside them).
    await keyTo(page, request.getByRole('button', { name: /^Actions for booking / }));
    await page.keyboard.press('Enter');
    await keyTo(page, page.getByRole('menuitem', { name: 'Assign Vendor', exact: true }), 'ArrowDown', 6);
    await page.keyboard.press('Enter');

    await search(page, 'Search vendors', tag);
    const radio = page.getByRole('radio', { name: `Select ${arranged.vendors.fitting.vendor_name}` });
    await expect(page.getByRole('table', { name: 'Vendors' }).locator('tbody tr')).toHaveCount(1);
    await keyTo(page, radio);
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
    const confirmSelection = page.getByRole('button', { name: 'Confirm Selection' });
    await keyTo(page, confirmSelection);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Confirm Vendor Assignment' });
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await keyTo(page, dialog.getByRole('button', { name: 'Confirm Assignment' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => storedBooking(arranged.bookingId).vendor_id)
      .toBe(arranged.vendors.fitting.vendor_id);
  });
});

/** A dialog, how to reach its opener, and its name. */
interface DialogCase {
  name: string;
  route: string;
  opener: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  /** Keys that open it once the opener has the focus. */
  open?: string[];
  /** The opener is a row's ⋮ menu (the Assigned table's Re-assign and Cancel booking): the item that opens it. */
  item?: string;
}

const DIALOGS: DialogCase[] = [
  {
    name: 'logout confirmation',
    route: '/messages',
    opener: (page) =>
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Logout' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Are you sure do you want to logout?' }),
  },
  {
    name: 'notification drawer',
    route: '/messages',
    opener: (page) => page.getByRole('banner').getByRole('button', { name: 'Notifications' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Notifications' }),
  },
  {
    name: 'View More',
    route: '/pendingapproval',
    opener: (page) => page.getByRole('button', { name: 'View More' }).first(),
    dialog: (page) => page.getByRole('dialog'),
  },
  {
    name: 'vendor payment details',
    route: '/vendorpayments',
    opener: (page) => page.getByRole('button', { name: /^View payment / }).first(),
    dialog: (page) => page.getByRole('dialog', { name: 'Vendor Payment Details' }),
  },
  {
    name: 'category delete confirmation',
    route: '/servicecategory',
    opener: (page) =>
      page.getByRole('table', { name: 'Service categories' }).getByRole('button', { name: 'Delete' }).first(),
    dialog: (page) => page.getByRole('dialog', { name: /^Are you sure you want to delete the category / }),
  },
  {
    name: 'customer service details',
    route: '/bookingdetails',
    opener: (page) =>
      page.getByRole('table', { name: 'Assigned' }).getByRole('button', { name: 'View Details' }).first(),
    dialog: (page) => page.getByRole('dialog', { name: 'Customer Service Details' }),
  },
  {
    name: 'cancel booking',
    route: '/bookingdetails',
    opener: (page) =>
      page
        .getByRole('table', { name: 'Assigned' })
        .getByRole('button', { name: /^Actions for booking / })
        .first(),
    item: 'Cancel booking',
    dialog: (page) => page.getByRole('dialog', { name: /^Cancel booking / }),
  },
  {
    name: "a customer's payments",
    route: '/userdetails',
    opener: (page) => page.getByRole('button', { name: /^Payment details of / }).first(),
    dialog: (page) => page.getByRole('dialog', { name: /^Payment Details of / }),
  },
  {
    name: 'payment details',
    route: '/userpaymentdetails',
    opener: (page) => page.getByRole('button', { name: /^View payment / }).first(),
    dialog: (page) => page.getByRole('dialog', { name: 'Payment Details' }),
  },
  {
    name: 'Edit Subscription',
    route: '/subscriptions',
    opener: (page) =>
      page.getByRole('table', { name: 'Subscription plans' }).getByRole('button', { name: 'Edit' }).first(),
    dialog: (page) => page.getByRole('dialog', { name: 'Edit Subscription' }),
  },
  {
    name: 'Set Price Details',
    route: '/subscriptions',
    opener: (page) => page.getByRole('button', { name: 'Set Price Details' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Set Price Details' }),
  },
  {
    name: 'Invite member',
    route: '/team',
    opener: (page) => page.getByRole('button', { name: 'Invite member' }),
    dialog: (page) => page.getByRole('dialog', { name: 'Invite member' }),
  },
  {
    name: 'New role',
    route: '/team?tab=roles',
    opener: (page) => page.getByRole('button', { name: 'New role' }),
    dialog: (page) => page.getByRole('dialog', { name: 'New role' }),
  },
  {
    name: 'subscription delete confirmation',
    route: '/subscriptions',
    opener: (page) =>
      page.getByRole('table', { name: 'Subscription plans' }).getByRole('button', { name: 'Delete' }).first(),
    dialog: (page) =>
      page.getByRole('dialog', { name: /^Are you sure you want to delete the subscription / }),
  },
];

test.describe('Escape closes each dialog and focus returns to its opener', () => {
  for (const { name, route, opener, dialog, open = ['Enter'], item } of DIALOGS) {
    test(name, async ({ page, signIn }) => {
      await signIn();
      await page.goto(route);
      if (route === '/bookingdetails') {
        await keyTo(page, page.getByRole('button', { name: 'Assigned' }));
        await page.keyboard.press('Enter');
      }
      await keyTo(page, opener(page));
      for (const key of open) await page.keyboard.press(key);
      if (item) {
        await keyTo(page, page.getByRole('menuitem', { name: item, exact: true }), 'ArrowDown', 6);
        await page.keyboard.press('Enter');
      }
      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page).locator(':focus')).toHaveCount(1);

      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(opener(page)).toBeFocused();
    });
  }
});
