import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { generate } from 'otplib';
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
import { expectAccessible } from './accessibility';
import { expectSignedInAs, signIn } from './helpers';

const password = 'Fietsen!2027';

/** Another code than the right one, whatever the right one is. */
function wrongCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

/** The 30-second step of the authenticator codes at this moment (RFC 6238). */
function currentTotpStep() {
  return Math.floor(Date.now() / 30_000);
}

/** The code an authenticator app shows at a 30-second step (now's unless told), and that step. */
async function authenticatorCode(secret: string, step = currentTotpStep()) {
  return { step, code: await generate({ secret, epoch: step * 30 }) };
}

/**
 * The server takes each step once, so a code of a step it has already accepted is refused by
 * design. Another accepted code comes from a later step: the next one is what an app whose clock
 * runs up to 30 seconds ahead shows now, and the server allows one step of drift either way.
 */
function authenticatorCodeAfter(secret: string, acceptedStep: number) {
  return authenticatorCode(secret, Math.max(acceptedStep + 1, currentTotpStep()));
}

async function openMyAccount(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Mijn account' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByTestId('second-factor-off').or(page.getByTestId('second-factor'))).toBeVisible();
  await expectAccessible(page);
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
  await openMyAccount(page);
  await expect(page.getByTestId('second-factor-off')).toBeVisible();

  await page.getByRole('button', { name: 'Sms toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Huidig wachtwoord').fill(password);
  await dialog.getByLabel('Gsm-nummer').fill(phone);
  await dialog.getByRole('button', { name: 'Sms versturen' }).click();
  await expect(dialog.getByTestId('enrolment-instruction')).toContainText(phone);
  await expectAccessible(page, 'SMS enrolment dialog');
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
  // The page's clock is in the test's hands, so the redirect's countdown passes without waiting.
  await page.clock.install();
  await page.goto(actionLinkIn(added));
  await page.getByRole('button', { name: 'Tweede factor uitschakelen' }).click();
  await expect(page.getByText('De tweede factor werd uitgeschakeld')).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText(/Je wordt over \d+ seconden? doorgestuurd/)).toBeVisible();
  // A second at a time: each tick of the countdown is set after the page drew the one before.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(1000);
        return new URL(page.url()).pathname;
      },
      { intervals: [50] },
    )
    .toBe('/login');
  await signIn(page, email, password);
  await expectSignedInAs(page, email, '/');
  await api.dispose();
});

test('an authenticator app enrolled in my account is asked at sign-in, and a code is taken only once', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const api = await superUserApi(playwright, baseURL!);
  const email = uniqueEmail('totp');
  await createDealerUser(api, email);
  await acceptInvitation(api, email, password);
  await api.dispose();

  await signIn(page, email, password);
  await expectSignedInAs(page, email, '/');
  await openMyAccount(page);
  await expect(page.getByTestId('second-factor-off')).toBeVisible();

  await page.getByRole('button', { name: 'Authenticator-app toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Huidig wachtwoord').fill(password);
  await dialog.getByRole('button', { name: 'Volgende' }).click();
  await expect(dialog.getByTestId('totp-qr-code')).toBeVisible();
  await expect(dialog.getByTestId('totp-qr-code')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectAccessible(page, 'authenticator enrolment dialog');
  // What a person copies into the app when they cannot scan the QR code.
  const secret = (await dialog.getByTestId('totp-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const enrolment = await authenticatorCode(secret);
  await dialog.getByLabel('Code').fill(enrolment.code);
  await dialog.getByRole('button', { name: 'Activeren' }).click();
  await expect(dialog).toBeHidden();
  const factor = page.getByTestId('second-factor');
  await expect(factor).toContainText('Authenticator-app');
  await expect(factor).toContainText('Actief');

  await signOutThroughMenu(page);
  await signIn(page, email, password);
  await expect(page.getByTestId('second-factor-instruction')).toHaveText(
    'Vul de code in die je authenticator-app toont.',
  );
  const signInCode = await authenticatorCodeAfter(secret, enrolment.step);
  await page.getByLabel('Code').fill(signInCode.code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expectSignedInAs(page, email, '/');

  // The same code again, straight away and so still inside its window: already taken.
  await signOutThroughMenu(page);
  await signIn(page, email, password);
  await expect(page.getByTestId('second-factor-instruction')).toBeVisible();
  await page.getByLabel('Code').fill(signInCode.code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('Code does not match')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('viewer-identity')).toHaveCount(0);
});
