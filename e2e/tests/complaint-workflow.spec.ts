import type { Page } from '@playwright/test';
import { randomDigits, uniqueTag } from '../support/booking-rows';
import {
  anyCustomerId,
  anyVendorId,
  insertCustomerComplaint,
  insertVendorComplaint,
  removeCustomerComplaints,
  removeVendorComplaints,
  type VendorComplaintRow,
} from '../support/complaint-rows';
import { expect, test } from '../support/fixtures';
import { chatVendor } from '../support/vendor-chat';

/**
 * The complaint workflow on /admincomplains (docs/product/complaints.md): moves, resolution note, audit
 * history, and answering a vendor in chat. Each story finds its own complaint by a unique tag in the name.
 */

/** Chat-capable demo vendors from this slot on belong to this spec (messages.spec.ts uses the first ones). */
const CHAT_SLOT = 40;

async function openComplaint(page: Page, complaint: VendorComplaintRow) {
  await page.goto('/admincomplains');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(complaint.name);
  const list = page.getByRole('list', { name: 'Vendor complaints' });
  const item = list.getByRole('button', { name: new RegExp(complaint.description.slice(0, 30)) });
  const detail = page.getByRole('region', { name: `Complaint #${complaint.id}` });
  // The newest complaint is also in the list before the search applies: a click that lands while the
  // searched list replaces it is lost, so click again until the item shows as pressed.
  await expect(async () => {
    if ((await item.getAttribute('aria-pressed')) !== 'true') await item.click();
    await expect(item).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass();
  return detail;
}

/** The status badge, its service-level badge and the next move's button. */
function statusRow(detail: ReturnType<Page['getByRole']>) {
  return detail.getByRole('group', { name: 'Status' });
}

test.describe('Complaint workflow', () => {
  test('open → in progress → resolved with a note; the badge follows and the history records the moves', async ({
    page,
    signIn,
  }) => {
    const complaint = insertVendorComplaint({
      vendorId: anyVendorId(),
      name: `Workflow ${uniqueTag()}`,
      description: 'The payout for my last booking never arrived in my account.',
    });
    try {
      await signIn();
      const detail = await openComplaint(page, complaint);
      const status = statusRow(detail);
      await expect(status.getByText('Open', { exact: true })).toBeVisible();

      await status.getByRole('button', { name: 'Start work' }).click();
      await expect(status.getByText('In progress', { exact: true })).toBeVisible();

      await status.getByRole('button', { name: 'Resolve' }).click();
      const dialog = page.getByRole('dialog', { name: `Resolve complaint #${complaint.id}` });
      await dialog.getByRole('button', { name: 'Resolve complaint' }).click();
      await expect(dialog.getByText('Write how the complaint was resolved')).toBeVisible();
      await dialog.getByRole('textbox', { name: 'Resolution note' }).fill('Payout re-sent; bank confirmed.');
      await dialog.getByRole('button', { name: 'Resolve complaint' }).click();
      await expect(dialog).toBeHidden();

      await expect(status.getByText('Resolved', { exact: true })).toBeVisible();
      await expect(status.getByRole('button', { name: 'Reopen' })).toBeVisible();
      const item = page
        .getByRole('list', { name: 'Vendor complaints' })
        .getByRole('button', { pressed: true });
      await expect(item).toContainText('Resolved');
      await expect(
        detail.getByRole('region', { name: 'Notes' }).getByText('Payout re-sent; bank confirmed.'),
      ).toBeVisible();
      const history = detail.getByRole('region', { name: 'History' });
      await expect(history.getByText('complaint.moved', { exact: true })).toHaveCount(2);

      // The state filter asks the server: the complaint is among the resolved ones, not the open ones.
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Open' }).click();
      await expect(page.getByText('No matching complaints found')).toBeVisible();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Resolved' }).click();
      await expect(page.getByRole('list', { name: 'Vendor complaints' })).toContainText(
        complaint.description,
      );
    } finally {
      removeVendorComplaints(complaint.id);
    }
  });

  test('Reply in chat quotes the complaint in the composer; sending it puts the complaint in progress with a reply note', async ({
    page,
    signIn,
  }) => {
    const vendor = chatVendor(CHAT_SLOT + test.info().retry);
    const complaint = insertVendorComplaint({
      vendorId: vendor.vendor_id,
      name: vendor.vendor_name,
      email: vendor.vendor_email,
      description: `Leads stopped reaching my phone ${uniqueTag()} since Monday.`,
    });
    try {
      await signIn();
      const detail = await openComplaint(page, complaint);
      await detail.getByRole('button', { name: 'Reply in chat' }).click();

      await expect(page).toHaveURL(`/messages?vendor=${vendor.vendor_id}&complaint=${complaint.id}`);
      await expect(page.getByRole('status', { name: 'Chat connection: Live' })).toBeVisible();
      const pane = page.getByRole('region', { name: `Conversation with ${vendor.vendor_name}` });
      const input = pane.getByRole('textbox', { name: 'Message' });
      const quote = `Re: complaint #${complaint.id} — "${complaint.description}"`;
      await expect(input).toHaveValue(`${quote}\n\n`);
      await expect(pane.getByText('Loading chat history...')).toBeHidden();

      await input.press('End');
      await input.pressSequentially('We have fixed the lead routing.');
      await input.press('Enter');
      // The message shows in the conversation as it is sent, while the composer still holds its text
      // until the server has stored it.
      const conversation = pane.getByRole('list', { name: `Conversation with ${vendor.vendor_name}` });
      await expect(conversation.getByText('We have fixed the lead routing.')).toBeVisible();
      await expect(input).toHaveValue('');

      const back = await openComplaint(page, complaint);
      await expect(statusRow(back).getByText('In progress', { exact: true })).toBeVisible();
      const notes = back.getByRole('region', { name: 'Notes' });
      await expect(notes.getByText('Reply · Chat')).toBeVisible();
      await expect(notes.getByText(/We have fixed the lead routing\./)).toBeVisible();
    } finally {
      removeVendorComplaints(complaint.id);
    }
  });

  test('a customer is answered by SMS: the text goes out, the complaint moves to in progress with an SMS reply note', async ({
    page,
    signIn,
    smsOutbox,
  }) => {
    const tag = uniqueTag();
    const mobile = `9${randomDigits(9)}`;
    const complaint = insertCustomerComplaint({
      customerId: anyCustomerId(),
      name: `Customer ${tag}`,
      mobile,
      description: 'The electrician left the wiring half done.',
    });
    const reply = `An electrician will finish it tomorrow at 10 (${tag}).`;
    try {
      await signIn();
      await page.goto('/admincomplains');
      await page.getByText('Customer', { exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search by name' }).fill(complaint.name);
      await page
        .getByRole('list', { name: 'Customer complaints' })
        .getByRole('button', { name: new RegExp(complaint.name) })
        .click();
      const detail = page.getByRole('region', { name: `Complaint #${complaint.id}` });
      await expect(statusRow(detail).getByText('Open', { exact: true })).toBeVisible();

      await detail.getByRole('textbox', { name: 'Reply by SMS' }).fill(reply);
      await detail.getByRole('button', { name: 'Send reply' }).click();

      await expect(statusRow(detail).getByText('In progress', { exact: true })).toBeVisible();
      const notes = detail.getByRole('region', { name: 'Notes' });
      await expect(notes.getByText('Reply · SMS')).toBeVisible();
      await expect(notes.getByText(reply)).toBeVisible();
      await expect
        .poll(async () => (await smsOutbox.messages()).find((sms) => sms.message.includes(reply))?.to)
        .toContain(mobile);
    } finally {
      removeCustomerComplaints(complaint.id);
    }
  });
});
