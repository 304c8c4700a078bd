import { expect, test } from '@playwright/test';
import {
  acceptInvitation,
  actionLinkIn,
  createDealerUser,
  latestOutboxMessage,
  signOutThroughMenu,
  smsCodeIn,
  superUserApi,
  uniqueEmail,
} from './account-api';
import { expectSignedInAs, signIn } from './helpers';

const password = 'Fietsen!2027';

/** Another code than the right one, whatever the right one is. */
function wrongCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

test('an SMS factor enrolled in my account is asked at sign-in, and its mailed link switches it off', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const api = await superUserApi(playwright, baseURL!);
  const email = uniqueEmail('sms');
  const phone = `+32470${String(Date.now()).slice(-6)}`;
  await createDealerUser(api, email);
  await acceptInvitation(api, email, password);

  await signIn(page, email, password);
  await expectSignedInAs(page, email, '/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mijn account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByTestId('second-factor-off')).toBeVisible();

  await page.getByRole('button', { name: 'Sms toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Huidig wachtwoord').fill(password);
  await dialog.getByLabel('Gsm-nummer').fill(phone);
  await dialog.getByRole('button', { name: 'Sms versturen' }).click();
  await expect(dialog.getByTestId('enrolment-instruction')).toContainText(phone);
  const enrolmentSms = await latestOutboxMessage(api, {
    channel: 'sms',
    recipient: phone,
    template: 'second-factor-code',
  });
  await dialog.getByLabel('Code').fill(smsCodeIn(enrolmentSms));
  await dialog.getByRole('button', { name: 'Activeren' }).click();
  const factor = page.getByTestId('second-factor');
  await expect(factor).toContainText('Actief');
  await expect(factor).toContainText(`Sms naar +32••••••${phone.slice(-3)}`);

  await signOutThroughMenu(page);
  await signIn(page, email, password);
  await expect(page.getByTestId('second-factor-instruction')).toContainText(`+32••••••${phone.slice(-3)}`);
  // The newest SMS to the phone is the sign-in code, sent after the enrolment code.
  await expect
    .poll(async () =>
      latestOutboxMessage(api, { channel: 'sms', recipient: phone, template: 'second-factor-code' }),
    )
    .not.toBe(enrolmentSms);
  const signInCode = smsCodeIn(
    await latestOutboxMessage(api, { channel: 'sms', recipient: phone, template: 'second-factor-code' }),
  );
  await page.getByLabel('Code').fill(wrongCode(signInCode));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Code does not match')).toBeVisible();
  await page.getByLabel('Code').fill(signInCode);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expectSignedInAs(page, email, '/');

  // The "second factor added" mail switches the factor off again, and ends every session.
  const added = await latestOutboxMessage(api, {
    channel: 'mail',
    recipient: email,
    template: 'second-factor-added',
  });
  await page.goto(actionLinkIn(added));
  await page.getByRole('button', { name: 'Tweede factor uitschakelen' }).click();
  await expect(page.getByText('De tweede factor werd uitgeschakeld')).toBeVisible();
  await expect(page.getByText(/Je wordt over \d+ seconden? doorgestuurd/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  await signIn(page, email, password);
  await expectSignedInAs(page, email, '/');
  await api.dispose();
});
