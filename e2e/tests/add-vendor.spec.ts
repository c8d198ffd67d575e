import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { type ChosenFile, solidPng } from '../support/images';

/**
 * A request that could carry the form somewhere: anything but a GET, leaving out the live-events socket's
 * own transport (socket.io long-polling POSTs), which every signed-in screen keeps open.
 */
const sendsData = (request: Request) =>
  request.method() !== 'GET' && !new URL(request.url()).pathname.startsWith('/socket.io/');

/** Picks a file through the button of a file input, as a person would. */
async function chooseFile(page: Page, label: string, file: ChosenFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(file);
}

/** Every field, in the product's order. */
const FIELDS = [
  'First Name',
  'Last Name',
  'Email',
  'Mobile Number',
  'Business Name',
  'Service Category',
  'Sub Category',
  'Service Proof',
  'Service Name',
  'Service Radius (km)',
  'Description',
  'Pincode',
  'Start Time',
  'Closing Time',
  'Photo',
];

test.describe('Add Vendor', () => {
  test('lists the fields in the product order, left to right and top to bottom on a laptop', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn();
    await page.goto('/addvendor');
    const labels = page.getByRole('form', { name: 'Add vendor' }).locator('label');
    await expect(labels).toHaveCount(FIELDS.length);
    const texts = (await labels.allTextContents()).map((text) => text.replace(/\s*\*$/, ''));
    expect(texts).toEqual(FIELDS);

    // Reading order on screen is the same: each label is below, or on the same row and right of, the one before.
    const boxes = await labels.evaluateAll((nodes) =>
      nodes.map((node) => {
        const { x, y } = node.getBoundingClientRect();
        return { x, y };
      }),
    );
    for (const [i, box] of boxes.entries()) {
      const before = boxes[i - 1];
      if (!before) continue;
      const sameRow = Math.abs(box.y - before.y) < 4;
      expect(sameRow ? box.x > before.x : box.y > before.y, `${FIELDS[i]} after ${FIELDS[i - 1]}`).toBe(true);
    }
  });

  test('refuses to submit with empty required fields', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/addvendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Vendor' })).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (sendsData(request)) requests.push(`${request.method()} ${request.url()}`);
    });

    await page.getByRole('button', { name: 'Add Vendor' }).click();

    for (const field of FIELDS) {
      await expect(page.getByText(`${field} is required`, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('a complete form is not sent anywhere and says so', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/addvendor');
    const form = page.getByRole('form', { name: 'Add vendor' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Asha');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Patil');
    await form.getByRole('textbox', { name: 'Email' }).fill('asha.patil@vendors.test');
    await form.getByRole('textbox', { name: 'Mobile Number' }).fill('9876501234');
    await form.getByRole('textbox', { name: 'Business Name' }).fill('Patil Plumbing');
    await form.getByRole('combobox', { name: 'Service Category' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Sub Category' }).fill('Tap repair');
    await chooseFile(page, 'Service Proof', {
      name: 'proof.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await form.getByRole('textbox', { name: 'Service Name' }).fill('Leak fixing');
    await form.getByRole('textbox', { name: 'Service Radius (km)' }).fill('10');
    await form.getByRole('textbox', { name: 'Pincode' }).fill('411001');
    await form.getByRole('textbox', { name: 'Description' }).fill('Ten years of plumbing');
    await form.getByLabel('Start Time').fill('09:00');
    await form.getByLabel('Closing Time').fill('18:00');
    await chooseFile(page, 'Photo', solidPng('shop.png', [20, 160, 140]));
    const requests: string[] = [];
    page.on('request', (request) => {
      if (sendsData(request)) requests.push(request.url());
    });

    await form.getByRole('button', { name: 'Add Vendor' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'nothing was saved' })).toBeVisible();
    await expect(page.getByText(/is required$/)).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
