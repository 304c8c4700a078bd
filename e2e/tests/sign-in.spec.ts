import { expect } from '@playwright/test';
import { test } from './fixtures';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, expectSignedInAs, signIn } from './helpers';

test('the browser under test is Debian Chromium', async ({ browser }) => {
  console.log(`Chromium ${browser.version()}`);
  expect(browser.version()).toMatch(/^\d+\./);
});

// The configuration turns off the address bar's popups (playwright.config.ts): a feature renamed in
// a later Chromium would bring their pages back, and a fifth of the journeys' CPU with them. The
// worker's earlier journeys ran in this browser too: a page one of them left open shows here.
test("the browser holds the journey's page and nothing else", async ({ browser, page }) => {
  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page about:blank']);
});

const homes = [
  { email: 'super@demo.test', path: '/' },
  { email: 'dealeradmin@demo.test', path: '/' },
  { email: 'dealer@demo.test', path: '/' },
  { email: 'employeradmin@demo.test', path: '/employersportal' },
  { email: 'employer@demo.test', path: '/employersportal' },
];

for (const { email, path } of homes) {
  test(`${email} signs in and lands on its own home`, async ({ page }) => {
    await signIn(page, email);
    await expectSignedInAs(page, email, path);
  });
}

test('a wrong password shows the spec message and stays on the sign-in page', async ({ page }) => {
  await signIn(page, 'dealer@demo.test', 'Wrong!2026');
  await expect(page.getByText('Wrong email/password combination or email is not known')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a signed-out visit to a protected route goes to sign-in and back after it', async ({ page }) => {
  await page.goto('/employersportal');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'employer@demo.test');
  await expectSignedInAs(page, 'employer@demo.test', '/employersportal');
});

test("a first visit shows the page's spinner, not a white page, until the app's code has loaded", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const spinner = page.getByRole('status');
  await expect(spinner).toBeVisible();
  await expect(spinner.locator('.light-spin')).toHaveCSS('animation-name', 'light-spin');
  release();
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expect(spinner).toHaveCount(0);
});

test('an unknown route shows the error page with a home button', async ({ page }) => {
  await page.goto('/no-such-page');
  const home = page.getByRole('button', { name: /home/i });
  await expect(home).toBeVisible();
  await expectAccessible(page);
  await home.click();
  await expect(page).toHaveURL(/\/login|\/$/);
});

test('an employer session calling a super-user query is refused on the server', async ({ page }) => {
  await signIn(page, 'employer@demo.test');
  await expectSignedInAs(page, 'employer@demo.test', '/employersportal');
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query: '{ variants { id name } }' },
  });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  expect(DEMO_PASSWORD).toBeTruthy();
});

test('the sign-in page switches to French at once, without a reload, and remembers it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  // A mark on this window: a reload would wipe it.
  await page.evaluate(() => Object.assign(window, { languageJourney: 'same page' }));

  await page.getByRole('group', { name: 'Taal' }).getByRole('button', { name: 'Français' }).click();

  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => (window as { languageJourney?: string }).languageJourney)).toBe(
    'same page',
  );

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
});
