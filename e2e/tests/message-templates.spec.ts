import { MESSAGE_EVENTS, previewMessage } from '@seva/contract';
import { expect, test } from '../support/fixtures';
import { rowMenuItem } from '../support/row-actions';

test.use({ timezoneId: 'Asia/Kolkata' });

/** A template only the daily reminder job sends, so no other story reads its text. */
const KEY = 'vendor.trial_ending';
const LABEL = MESSAGE_EVENTS[KEY].label;
const EDITED = 'Namaste {vendor_name}, your trial ends on {expiry_date}';

test.describe('Message templates (docs/product/message-templates-screen.md)', () => {
  test('a template is edited with placeholders, its preview follows the draft, and the save is kept', async ({
    page,
    request,
    signIn,
  }) => {
    const session = await signIn();
    try {
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: 'Cockpit' })
        .getByRole('link', { name: 'Message templates' })
        .click();
      await expect(page).toHaveURL('/message-templates');
      await expect(page.getByRole('heading', { level: 1, name: 'Message templates' })).toBeVisible();
      await expect(page).toHaveTitle('Message templates · Seva Admin');
      const table = page.getByRole('table', { name: 'Message templates' });
      const row = table.locator('tbody tr').filter({ hasText: KEY });
      await expect(row).toContainText(LABEL);
      await expect(row).toContainText('Vendor');
      await expect(row).toContainText('SMS');

      await (await rowMenuItem(page, LABEL, 'Edit')).click();
      const editor = page.getByRole('dialog', { name: `Edit template: ${LABEL}` });
      await expect(editor).toBeVisible();
      const preview = editor.getByRole('region', { name: 'Preview' });
      const before = previewMessage(KEY, MESSAGE_EVENTS[KEY].text);
      await expect(preview).toContainText(before.text);

      // Typed text and placeholders inserted at the cursor by their buttons.
      const text = editor.getByRole('textbox', { name: 'Text' });
      await text.fill('Namaste ');
      const placeholders = editor.getByRole('group', { name: 'Placeholders' });
      await placeholders.getByRole('button', { name: '{vendor_name}' }).click();
      await expect(text).toBeFocused();
      await page.keyboard.type(', your trial ends on ');
      await placeholders.getByRole('button', { name: '{expiry_date}' }).click();
      await expect(text).toHaveValue(EDITED);

      const after = previewMessage(KEY, EDITED);
      await expect(preview).toContainText(after.text);
      await expect(preview).not.toContainText(before.text);
      await expect(preview).toContainText(
        `${after.segments} SMS part${after.segments === 1 ? '' : 's'} · GSM-7 · ${after.length} characters`,
      );

      // Hindi text goes as UCS-2.
      await text.fill('नमस्ते {vendor_name}');
      await expect(preview).toContainText('· UCS-2 ·');
      await text.fill(EDITED);
      await expect(preview).toContainText(after.text);

      await editor.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(`${LABEL} saved.`)).toBeVisible();
      await expect(editor).toBeHidden();
      await expect(row).toContainText('Asha Admin');

      await page.reload();
      await (await rowMenuItem(page, LABEL, 'Edit')).click();
      await expect(page.getByRole('dialog', { name: `Edit template: ${LABEL}` })).toBeVisible();
      await expect(
        page.getByRole('dialog', { name: `Edit template: ${LABEL}` }).getByRole('textbox', { name: 'Text' }),
      ).toHaveValue(EDITED);
    } finally {
      // The default text back, for the next run of any story (the other story here saves nothing).
      await request.put(`/api/v1/admin/message-templates/${KEY}`, {
        headers: { Authorization: `Bearer ${session.token}` },
        data: { text: MESSAGE_EVENTS[KEY].text },
      });
    }
  });

  test("the server's refusal of an unknown placeholder is shown in the editor", async ({ page, signIn }) => {
    await signIn();
    await page.goto('/message-templates');
    await (await rowMenuItem(page, LABEL, 'Edit')).click();
    const editor = page.getByRole('dialog', { name: `Edit template: ${LABEL}` });
    await editor.getByRole('textbox', { name: 'Text' }).fill('Hi {vendor_name}, pay {amount}');
    await expect(editor.getByRole('region', { name: 'Preview' })).toContainText(
      'Unknown placeholder {amount}',
    );
    await editor.getByRole('button', { name: 'Save' }).click();
    const refusal = editor.getByRole('alert').filter({ hasText: 'The template was not saved' });
    await expect(refusal).toContainText('Unknown placeholder {amount}');
    await expect(editor).toBeVisible();
  });
});
