import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/**
 * Calls the API the way the back office does, with its own cookie jar: reading the mail and
 * SMS outbox and creating the accounts a journey may change, so the seeded demo users that
 * other tests sign in with keep their passwords and stay without a second factor.
 */
export type Api = APIRequestContext;

type GraphqlBody<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

export async function gql<T>(api: Api, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await api.post('/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query, variables },
  });
  const body = (await response.json()) as GraphqlBody<T>;
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Signs a request context in; a page's `request` shares the page's cookies, so the page is signed in too. */
export async function signInThroughApi(api: Api, email: string, password = DEMO_PASSWORD) {
  const { signIn } = await gql<{ signIn: { status: string } }>(
    api,
    'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { status } }',
    { e: email, p: password },
  );
  expect(signIn.status, `signing ${email} in`).toBe('SIGNED_IN');
}

/** A request context of its own, signed in as a demo user. */
export async function demoUserApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  email: string,
) {
  const api = await playwright.request.newContext({ baseURL });
  await signInThroughApi(api, email);
  return api;
}

/** A request context signed in as the demo super user. */
export function superUserApi(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  return demoUserApi(playwright, baseURL, 'super@demo.test');
}

/**
 * Opens `path` signed in as a demo user, for a journey that is not about signing in: the
 * sign-in page, and each home's accessibility after it, are sign-in.spec.ts's to check.
 */
export async function openSignedIn(page: Page, email: string, path: string) {
  await signInThroughApi(page.request, email);
  await page.goto(path);
}

/** An address no other test uses. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.test`;
}

/** A dealer user of the first dealer the super user may assign; it gets an invitation mail. */
export async function createDealerUser(api: Api, email: string, language = 'nl') {
  const { userAssignables } = await gql<{ userAssignables: { dealers: { id: number }[] } }>(
    api,
    '{ userAssignables { dealers { id } } }',
  );
  await gql(api, `mutation($input: UserCreateInput!) { createUser(input: $input) { id } }`, {
    input: {
      first_name: 'Eddie',
      last_name: 'Endtoend',
      email,
      language,
      dealerIds: [userAssignables.dealers[0].id],
    },
  });
}

type OutboxMessage = { text: string; template: string };

/** The newest outbox message of a template to a recipient, waiting for it to be written. */
export async function latestOutboxMessage(
  api: Api,
  filter: { channel: 'mail' | 'sms'; recipient: string; template: string },
): Promise<string> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const { outboxMessages } = await gql<{ outboxMessages: { items: OutboxMessage[] } }>(
        api,
        `query($filter: OutboxMessageFilter) {
          outboxMessages(page: 1, size: 20, filter: $filter) { items { text template } }
        }`,
        { filter: { channel: filter.channel, recipient: filter.recipient } },
      );
      found = outboxMessages.items.find((message) => message.template === filter.template);
      return found !== undefined;
    })
    .toBe(true);
  return found!.text;
}

/** The /action link of a mail, as the browser should open it (path and query only). */
export function actionLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/action\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No action link in: ${text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The six-digit code of an SMS. */
export function smsCodeIn(text: string): string {
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
}

/** Sets the first password of a new user through its invitation link, as the API allows. */
export async function acceptInvitation(api: Api, email: string, password: string) {
  const mail = await latestOutboxMessage(api, {
    channel: 'mail',
    recipient: email,
    template: 'user-invitation',
  });
  const code = new URL(actionLinkIn(mail), 'http://x').searchParams.get('oobCode');
  await gql(
    api,
    'mutation($c: String!, $p: String!) { resetPassword(code: $c, password: $p, confirmation: $p) { email } }',
    { c: code, p: password },
  );
}

/**
 * Signs out through the user menu. A click on "Afmelden" while the menu is still opening was lost
 * on busy cores (the menu stayed open over the page, signed in): opens and picks again until the
 * sign-in page shows.
 */
export async function signOutThroughMenu(page: Page) {
  const signOut = page.getByRole('menuitem', { name: 'Afmelden' });
  await expect(async () => {
    if (/\/login/.test(page.url())) return;
    if (!(await signOut.isVisible())) await page.getByTestId('user-menu').click({ timeout: 2_000 });
    await signOut.click({ timeout: 2_000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 5_000 });
  }).toPass();
  await expect(page).toHaveURL(/\/login/);
}
