import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { openSignedIn } from './account-api';

// Every screen that exists (apps/web/src/app/router.tsx and the settings tabs registry). A role
// that may not see one is sent elsewhere by the guards, which is a screen worth checking too.
const SETTINGS_TABS = ['order-log-types', 'bike-types', 'order-statuses', 'webhook-attempts'];
const SCREENS = [
  '/',
  '/my-account',
  '/dealer-management',
  '/outbox',
  ...SETTINGS_TABS.map((tab) => `/settings/${tab}`),
  '/employersportal',
  '/employersportal/my-account',
  '/employersportal/user-management',
  '/action?mode=resetPassword&oobCode=unknown',
  '/no-such-screen',
];

const ROLES = [
  { email: 'super@demo.test', home: '/' },
  { email: 'dealeradmin@demo.test', home: '/' },
  { email: 'dealer@demo.test', home: '/' },
  { email: 'employeradmin@demo.test', home: '/employersportal' },
  { email: 'employer@demo.test', home: '/employersportal' },
];

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Collects what the page's Content Security Policy blocked, from the page and from the console. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return async function expectNoViolation(screen: string) {
    // The screen shows its text and no spinner, read at every frame: `expect` polls at 100, 250
    // and 500 ms and waited up to half a second per screen after the screen was there.
    await page.waitForFunction(
      () =>
        Boolean(document.getElementById('root')?.textContent?.trim()) &&
        !document.querySelector('.ant-spin-spinning'),
      undefined,
      { polling: 'raf' },
    );
    // A violation event is queued as a task: one frame and one task later it has been delivered.
    const violations = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() => setTimeout(() => resolve(window.cspViolations))),
        ),
    );
    expect([...violations, ...consoleErrors], `Content Security Policy on ${screen}`).toEqual([]);
  };
}

// Only reading, and a quarter of the whole run: both workers share the roles.
test.describe.configure({ mode: 'parallel' });

test('the sign-in page runs under its Content Security Policy', async ({ page }) => {
  const expectNoViolation = await watchPolicy(page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByLabel('E-mailadres')).toBeVisible();
  await expectNoViolation('/login');
});

for (const role of ROLES) {
  test(`every screen ${role.email} can open runs under the Content Security Policy`, async ({ page }) => {
    // Fourteen screens, each loaded afresh.
    test.setTimeout(150_000);
    const expectNoViolation = await watchPolicy(page);
    // Signing in through the page, and each home's accessibility, are sign-in.spec.ts's to check.
    await openSignedIn(page, role.email, role.home);
    await expectNoViolation(role.home);
    for (const screen of SCREENS) {
      await page.goto(screen);
      await expectNoViolation(screen);
    }
  });
}
