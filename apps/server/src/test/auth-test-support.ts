import { and, desc, eq, like, sql } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import type { Queryable } from '../db/client';
import { rateLimitAttempts, secondFactors } from '../db/schema/auth';
import { outboxMessages } from '../db/schema/outbox';
import type { GraphQLResponse } from './graphql-client';
import { sealTotpSecret } from '../modules/auth/totp-secret';

/** The newest mail or SMS to the recipient as it is delivered: with its link or code, unredacted. */
export async function lastOutboxMessage(db: Queryable, recipient: string, channel: 'mail' | 'sms') {
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, channel)))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return message && { ...message, ...message.unredacted };
}

export async function lastSmsCode(db: Queryable, phone: string): Promise<string> {
  const sms = await lastOutboxMessage(db, phone, 'sms');
  const code = sms?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code to ${phone}`);
  return code;
}

/** The oobCode of the newest mailed link to the address, and its mode. */
export async function lastMailedLink(db: Queryable, email: string) {
  const mail = await lastOutboxMessage(db, email, 'mail');
  const href = mail?.text.match(/https?:\/\/\S+\/action\?\S+/)?.[0];
  if (!href) throw new Error(`no action link mailed to ${email}`);
  const url = new URL(href);
  return {
    mode: url.searchParams.get('mode'),
    code: url.searchParams.get('oobCode')!,
    template: mail.template,
  };
}

/** An enrolled SMS factor written straight to the table, for tests about signing in with it. */
export async function enrolSmsFactor(db: Queryable, userId: number, phone = '+32470123456') {
  const [factor] = await db
    .insert(secondFactors)
    .values({ user_id: userId, kind: 'sms', phone, enrolled_at: new Date() })
    .returning();
  return factor;
}

/** An enrolled authenticator factor written straight to the table, sealed with `key` like the app does. */
export async function enrolTotpFactor(db: Queryable, userId: number, key: Buffer) {
  const secret = generateSecret();
  await db.insert(secondFactors).values({
    user_id: userId,
    kind: 'totp',
    totp_secret: sealTotpSecret(secret, key),
    enrolled_at: new Date(),
  });
  return secret;
}

/** As if `minutes` had passed for the rate-limit counters whose bucket matches the LIKE pattern. */
export async function backdateAttempts(db: Queryable, bucketPattern: string, minutes: number) {
  await db
    .update(rateLimitAttempts)
    .set({ created_at: sql`${rateLimitAttempts.created_at} - make_interval(mins => ${minutes})` })
    .where(like(rateLimitAttempts.bucket, bucketPattern));
}

/** The authenticator code of `secret` at `offsetSeconds` from now. */
export function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

/**
 * GraphQL over a real socket (not yoga.fetch), so the server sees the caller's address and
 * counts per-address limits; keeps the session cookie like a browser.
 */
export function httpGraphqlClient(baseUrl: string) {
  let cookie = '';
  return async function request<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ) {
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      cookie = pair.endsWith('=') ? '' : pair;
    }
    return { status: response.status, body: (await response.json()) as GraphQLResponse<T> };
  };
}

export const SIGN_IN =
  'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { status second_factor { kinds phone_hint } } }';
export const VERIFY = 'mutation($code: String!) { verifySecondFactor(code: $code) }';
export const ME = '{ me { id email } }';
