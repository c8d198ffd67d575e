import type { Page } from '@playwright/test';
import { anotherAdmin } from '../support/admins';
import { uniqueTag } from '../support/booking-rows';
import { expect, test } from '../support/fixtures';
import { markDocument, stillSameDocument } from '../support/same-document';
import { chatVendor, signInVendor, VendorChatClient } from '../support/vendor-chat';

/** A demo vendor no other story chats with (messages.spec.ts takes 0–15, complaint-workflow 40–41). */
const CHAT_SLOT = 60;

/** The total the bell's badge announces: `Notifications, N new`, or 0 for plain `Notifications`. */
async function bellTotal(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .getAttribute('aria-label');
  return Number(label?.match(/^Notifications, (\d+) new$/)?.[1] ?? 0);
}

function bellButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

/** Loads `path` and waits for the bell's counts to arrive. */
async function gotoWithBell(page: Page, path: string): Promise<void> {
  const loaded = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/v1/admin/notifications' && r.request().method() === 'GET',
  );
  await page.goto(path);
  expect((await loaded).status()).toBe(200);
}

/** Opens the drawer and waits until it has marked seen what it shows. */
async function openBell(page: Page) {
  const seen = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/admin/notifications/seen');
  await bellButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('list', { name: 'Latest' })).toBeVisible();
  expect((await seen).status()).toBe(200);
  return drawer;
}

/** The number the drawer shows beside `Unread messages`. */
async function unreadMessagesInBell(page: Page): Promise<number> {
  const line = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Unread messages' }) });
  return Number((await line.textContent())?.replace('Unread messages', '').trim());
}

test.describe('The live bell (docs/product/cockpit.md#live-bell)', () => {
  // One after another: an application one story makes would raise the badge another has just cleared.
  test.describe.configure({ mode: 'default' });

  test('its badge rises when a vendor applies through the partner API, without a reload, and its drawer opens the application', async ({
    page,
    signIn,
    vendorApplies,
  }) => {
    await signIn();
    const vendorName = `${uniqueTag()} Bellringer`;

    await gotoWithBell(page, '/managevendor');
    const bell = bellButton(page);
    await expect(bell).toBeVisible();
    // Seen first, so that the badge is below its 99+ cap and can rise.
    await openBell(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
    const before = await bellTotal(page);
    await markDocument(page);

    const vendorId = await vendorApplies(vendorName);

    await expect.poll(() => bellTotal(page)).toBeGreaterThan(before);

    await bell.click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Pending approvals' })).toBeVisible();
    const item = drawer.getByRole('list', { name: 'Latest' }).getByRole('link', {
      name: `New vendor application: ${vendorName}`,
    });
    await expect(item).toHaveAttribute('href', `/pendingapprovalview/${vendorId}`);
    await item.click();

    await expect(page).toHaveURL(`/pendingapprovalview/${vendorId}`);
    await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible();
    await expect(drawer).toBeHidden();
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('tells the truth: opening clears the badge for this admin, a reload keeps it cleared, a new arrival raises it, a dismissed item stays gone', async ({
    page,
    request,
    signIn,
    vendorApplies,
  }) => {
    // An admin of its own: nobody else opens this bell; the file runs after every other story (playwright.config.ts).
    await signIn({ session: await anotherAdmin(request) });
    await gotoWithBell(page, '/managevendor');
    // Never opened: the demo data's arrivals are all new to this admin.
    await expect(bellButton(page)).toHaveAttribute('aria-label', /^Notifications, \d+ new$/);
    expect(await bellTotal(page)).toBeGreaterThan(0);

    let drawer = await openBell(page);
    await expect(bellButton(page)).toHaveAttribute('aria-label', 'Notifications');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await gotoWithBell(page, '/managevendor');
    await expect(bellButton(page)).toHaveAttribute('aria-label', 'Notifications');

    const vendorName = `${uniqueTag()} Truthful`;
    const vendorId = await vendorApplies(vendorName);
    await expect.poll(() => bellTotal(page)).toBeGreaterThanOrEqual(1);

    drawer = await openBell(page);
    const latest = drawer.getByRole('list', { name: 'Latest' });
    const application = latest.getByRole('link', {
      name: new RegExp(`^New vendor application: ${vendorName}`),
    });
    await expect(application).toContainText('(unread)');
    await expect(bellButton(page)).toHaveAttribute('aria-label', 'Notifications');
    await latest.getByRole('button', { name: `Dismiss: New vendor application: ${vendorName}` }).click();
    await expect(application).toBeHidden();
    await page.keyboard.press('Escape');

    await gotoWithBell(page, '/managevendor');
    drawer = await openBell(page);
    await expect(drawer.getByRole('list', { name: 'Latest' }).getByRole('link').first()).toBeVisible();
    await expect(drawer.getByRole('link', { name: new RegExp(vendorName) })).toHaveCount(0);

    // Opening an item goes to its screen and shows it read from then on.
    const first = drawer.getByRole('list', { name: 'Latest' }).getByRole('link').first();
    const href = await first.getAttribute('href');
    const text = (await first.textContent())?.replace('(unread)', '').trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(href ?? '');
    await gotoWithBell(page, '/managevendor');
    drawer = await openBell(page);
    const reopened = drawer
      .getByRole('list', { name: 'Latest' })
      .getByRole('link', { name: text, exact: true });
    await expect(reopened).not.toContainText('(unread)');
    expect(vendorId).toBeGreaterThan(0);
  });

  test('counts the unread chat messages the Messages screen marks unread, and opening the bell reads none', async ({
    page,
    request,
    signIn,
    smsOutbox,
  }) => {
    const admin = await anotherAdmin(request);
    await signIn({ session: admin });
    const vendor = chatVendor(CHAT_SLOT + test.info().retry);
    const room = await request.post('/api/v1/chat/get-or-create-room', {
      data: { vendorId: vendor.vendor_id },
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(room.status(), await room.text()).toBe(200);
    const { roomId } = (await room.json()) as { roomId: number };
    const client = await VendorChatClient.connect(
      (await signInVendor(request, smsOutbox, vendor.vendor_mobile)).token,
    );
    try {
      expect((await client.send(roomId, 'Is anyone there?')).ok).toBe(true);
      expect((await client.send(roomId, 'My payout is late')).ok).toBe(true);

      await gotoWithBell(page, '/messages');
      const vendors = page.getByRole('list', { name: 'Vendors' });
      await expect(vendors.getByRole('button').filter({ hasText: '(unread)' })).toHaveCount(1);
      await expect(vendors.getByRole('button', { name: new RegExp(vendor.vendor_email) })).toContainText(
        '(unread)',
      );

      await openBell(page);
      await expect.poll(() => unreadMessagesInBell(page)).toBe(2);
      await page.keyboard.press('Escape');
      // Opening the bell marked them seen, not read: Messages still shows the dot.
      await expect(vendors.getByRole('button').filter({ hasText: '(unread)' })).toHaveCount(1);

      await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(vendor.vendor_email);
      await vendors.getByRole('button', { name: new RegExp(vendor.vendor_email) }).click();
      await expect(
        page
          .getByRole('region', { name: `Conversation with ${vendor.vendor_name}` })
          .getByText('My payout is late'),
      ).toBeVisible();
      await expect(vendors.getByRole('button').filter({ hasText: '(unread)' })).toHaveCount(0);
      await openBell(page);
      await expect.poll(() => unreadMessagesInBell(page)).toBe(0);
    } finally {
      client.close();
    }
  });
});
