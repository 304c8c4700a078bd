import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  createDealerUser,
  gql,
  latestOutboxMessage,
  superUserApi,
  uniqueEmail,
  openSignedIn,
} from './account-api';
import { expectAccessible } from './accessibility';

test('a password-reset mail edited in French reaches the next French user who asks for one', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await superUserApi(playwright, baseURL!);
  // A retry in CI starts from the shipped text too, not from the French one its first try saved.
  await gql(api, 'mutation { resetMessageText(name: "password-reset", language: "fr") { name } }');
  const email = uniqueEmail('texts');
  await createDealerUser(api, email, 'fr');

  await openSignedIn(page, 'super@demo.test', '/settings/message-texts');
  await expect(page.getByRole('heading', { name: 'Mail- en sms-teksten' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Aanmeldcode per sms/ })).toContainText('Sms');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('message-texts-tab.png'), fullPage: true });

  await page.getByRole('button', { name: 'Tekst bewerken: Wachtwoord opnieuw instellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tekst bewerken: Wachtwoord opnieuw instellen' });
  await dialog.locator('.ant-segmented-item', { hasText: 'FR' }).click();
  await expect(dialog.getByLabel('Onderwerp')).toHaveValue('Réinitialisez votre mot de passe');
  await dialog.getByLabel('Onderwerp').fill('Nouveau mot de passe pour {{firstName}}');
  await dialog
    .getByLabel('Platte tekst')
    .fill('Bonjour {{firstName}},\nVoici votre lien {{prenom}} :\n{{link}}');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Onbekende variabele prenom op regel 2')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('message-texts-error.png') });

  await dialog
    .getByLabel('Platte tekst')
    .fill('Bonjour {{firstName}},\nVoici votre nouveau lien Spokes :\n{{link}}');
  await dialog.getByRole('button', { name: 'Voorbeeld' }).click();
  const preview = dialog.getByTestId('message-preview');
  await expect(preview).toContainText('Nouveau mot de passe pour Zoë');
  await expect(preview.frameLocator('iframe').getByText('Bonjour Zoë,')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('message-texts-preview.png') });
  await preview.getByRole('tab', { name: 'Tekst', exact: true }).click();
  await expect(preview.getByTestId('message-text')).toContainText('Voici votre nouveau lien Spokes :');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Succesvol bewaard')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText('password reset mail sent')).toBeVisible();
  const mail = await latestOutboxMessage(api, {
    channel: 'mail',
    recipient: email,
    template: 'password-reset',
  });
  expect(mail).toContain('Bonjour Eddie,\nVoici votre nouveau lien Spokes :\n');
  expect(mail).toContain('/action?mode=resetPassword&oobCode=');

  // The other journeys read the shipped text.
  await gql(api, 'mutation { resetMessageText(name: "password-reset", language: "fr") { name } }');
  await api.dispose();
});
