import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  actionLinkIn,
  latestOutboxMessage,
  signOutThroughMenu,
  superUserApi,
  uniqueEmail,
  openSignedIn,
} from './account-api';
import { expectAccessible } from './accessibility';
import { answerConfirmation, expectSignedInAs, signIn } from './helpers';

test('a dealer admin invites a user, who sets a password from the mail and signs in', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two sign-ins, a mail and five screens checked for accessibility.
  test.setTimeout(60_000);
  const email = uniqueEmail('invited');
  await openSignedIn(page, 'dealeradmin@demo.test', '/');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Gebruikersbeheer' }).click();
  await expect(page).toHaveURL(/\/dealer-management$/);
  // A dealer admin has the dealer tab only.
  await expect(page.getByRole('tab')).toHaveText(['Dealergebruikers']);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Voornaam').fill('Ines');
  await drawer.getByLabel('Achternaam').fill('Uitgenodigd');
  await drawer.getByLabel('E-mailadres').fill(`  ${email.toUpperCase()} `);
  // Only super users set these flags: the form does not offer them to a dealer admin.
  await expect(drawer.getByText('Backoffice')).toHaveCount(0);
  await expectAccessible(page, 'user form drawer');
  await drawer.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('User aangemaakt!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Ines Uitgenodigd');

  await signOutThroughMenu(page);
  const api = await superUserApi(playwright, baseURL!);
  const mail = await latestOutboxMessage(api, {
    channel: 'mail',
    recipient: email,
    template: 'user-invitation',
  });
  await api.dispose();

  await page.goto(actionLinkIn(mail));
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Uitnodiging!2027');
  await page.getByLabel('Bevestig nieuw wachtwoord').fill('Uitnodiging!2027');
  await page.getByRole('button', { name: 'Wachtwoord instellen' }).click();
  await expectSignedInAs(page, email, '/');

  await signOutThroughMenu(page);
  await signIn(page, email, 'Uitnodiging!2027');
  await expectSignedInAs(page, email, '/');
});

test('a dealer admin deletes a user after confirming, and cannot delete itself', async ({ page }) => {
  const email = uniqueEmail('removed');
  await openSignedIn(page, 'dealeradmin@demo.test', '/dealer-management');
  await page.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Voornaam').fill('Rik');
  await drawer.getByLabel('Achternaam').fill('Weg');
  await drawer.getByLabel('E-mailadres').fill(email);
  await drawer.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('User aangemaakt!')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Verwijderen dealeradmin@demo.test' })).toBeDisabled();
  await page.getByRole('button', { name: `Verwijderen ${email}` }).click();
  await answerConfirmation(page, 'Verwijderen');
  await expect(page.getByText('User verwijderd')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('a dealer user is sent home from user management and refused by the server', async ({ page }) => {
  await openSignedIn(page, 'dealer@demo.test', '/dealer-management');
  await expectSignedInAs(page, 'dealer@demo.test', '/');
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query: '{ users { id email } }' },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
