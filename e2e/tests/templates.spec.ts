import { expect } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';
import { PDFDocument } from 'pdf-lib';
import { expectAccessible } from './accessibility';
import { chooseOption, titled } from './helpers';

/** A one-page fillable PDF with a text field of each name, as a designer's tool would save it. */
async function fillablePdf(fieldNames: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  const form = doc.getForm();
  fieldNames.forEach((name, i) =>
    form.createTextField(name).addToPage(page, { x: 50, y: 780 - i * 24, width: 300, height: 18 }),
  );
  return Buffer.from(await doc.save());
}

test('a super user is told which fields an uploaded template lacks, and previews a template', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'super@demo.test', '/settings/templates');
  // The default templates, one per document type, language and variant. The first list after a
  // fresh start waits behind the demo documents being stored, hence the longer wait.
  await expect(page.getByText('Berekening (Standaard, nl)', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/templates-tab.png', fullPage: true });

  await page.getByRole('button', { name: 'Nieuw' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Naam').fill('E2E Ontvangstbewijs');
  await modal.locator('input[type="file"]').setInputFiles({
    name: 'ontvangstbewijs.pdf',
    mimeType: 'application/pdf',
    buffer: await fillablePdf(['quotation_number', 'employee_name', 'logo_text']),
  });
  const field = (label: string) => page.getByRole('dialog').getByLabel(label, { exact: true });
  await chooseOption(page, field('Taal'), titled('Nederlands'));
  await chooseOption(page, field('Bestandstype'), titled('Ontvangstbewijs'));
  await chooseOption(page, field('Variant'), titled('Standaard'));
  await modal.getByRole('button', { name: 'Opslaan' }).click();
  const refusal = modal.getByRole('alert');
  await expect(refusal).toContainText('Deze PDF mist de velden die het document nodig heeft:');
  await expect(refusal).toContainText('order_date, document_date, employee_address');
  await expect(refusal).not.toContainText('quotation_number');
  await expect(page.getByText('Er ging iets mis').first()).toBeVisible();
  await expectAccessible(page, 'template modal with a refusal');
  await page.screenshot({ path: 'test-results/templates-missing-fields.png', fullPage: true });
  await modal.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByText('E2E Ontvangstbewijs')).toHaveCount(0);

  const preview = page.waitForResponse((response) =>
    /\/files\/templates\/\d+\/preview$/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Bekijken Berekening (Standaard, nl)' }).click();
  const answered = await preview;
  expect(answered.status()).toBe(200);
  expect(answered.headers()['content-type']).toBe('application/pdf');
  const previewDialog = page.getByRole('dialog', { name: 'Voorbeeld: Berekening (Standaard, nl)' });
  await expect(previewDialog.locator('iframe')).toBeVisible();
  // Let the browser's PDF viewer draw the page before the picture is taken.
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'test-results/templates-preview.png', fullPage: true });
});
