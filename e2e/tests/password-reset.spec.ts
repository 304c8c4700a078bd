import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  actionLinkIn,
  createDealerUser,
  latestOutboxMessage,
  signOutThroughMenu,
  superUserApi,
  uniqueEmail,
  openSignedIn,
} from './account-api';
import { expectAccessible } from './accessibility';
import { expectSignedInAs, signIn } from './helpers';

test('forgot password mails a link that sets a new password, which then signs in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const api = await superUserApi(playwright, baseURL!);
  const email = uniqueEmail('reset');
  await createDealerUser(api, email);

  await page.goto('/login');
  await page.getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText('To reset your password, please enter email adress field')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText('password reset mail sent')).toBeVisible();
  await expectAccessible(page);

  const mail = await latestOutboxMessage(api, {
    channel: 'mail',
    recipient: email,
    template: 'password-reset',
  });
  const link = actionLinkIn(mail);
  await page.goto(link);
  await expect(page.getByLabel('Nieuw wachtwoord', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Fietsen!2027');
  await page.getByLabel('Bevestig nieuw wachtwoord').fill('Fietsen!2028');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await page.getByLabel('Bevestig nieuw wachtwoord').fill('Fietsen!2027');
  await expect(page.locator('[data-rule="CONFIRMATION_MATCHES"]')).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText('Je wachtwoord werd ingesteld.')).toBeVisible();
  await expectSignedInAs(page, email, '/');

  await signOutThroughMenu(page);
  await signIn(page, email, 'Fietsen!2027');
  await expectSignedInAs(page, email, '/');

  // The link was single-use: opened again, it offers to mail a new one.
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Fietsen!2029');
  await page.getByLabel('Bevestig nieuw wachtwoord').fill('Fietsen!2029');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expect(page.getByText('Kan wachtwoord niet instellen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link versturen' })).toBeVisible();
  await api.dispose();
});

test('an action link with an unknown mode or without its code goes home', async ({ page }) => {
  await openSignedIn(page, 'dealer@demo.test', '/action?mode=verifyEmail&oobCode=abc');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
  await page.goto('/action?mode=resetPassword');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
});
