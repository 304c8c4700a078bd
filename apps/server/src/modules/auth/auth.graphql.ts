import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import type { Context } from '../../graphql/context';
import type { Viewer } from '../access/viewer';
import { signIn, type SecondFactorStep } from './sign-in';
import { revokeSession, sessionIdFromToken, type NewSession } from './session';
import { totpKey } from './totp-secret';
import { resendSecondFactorCode, verifySecondFactor } from './verify-second-factor';
import { kindValue, SecondFactorKindEnum } from './second-factors.graphql';
import { updateMyLanguage } from './update-my-language';

const SignInStatus = builder.enumType('SignInStatus', {
  values: ['SIGNED_IN', 'SECOND_FACTOR_REQUIRED'] as const,
});

const SecondFactorStepRef = builder.objectRef<SecondFactorStep>('SecondFactorStep');
SecondFactorStepRef.implement({
  description:
    'What the second sign-in step asks for: an SMS code (sent to phone_hint) and/or an authenticator code.',
  fields: (t) => ({
    kinds: t.field({
      type: [SecondFactorKindEnum],
      resolve: (step) => step.kinds.map(kindValue),
    }),
    phone_hint: t.exposeString('phoneHint', { nullable: true }),
  }),
});

const SignInResultRef = builder.objectRef<{
  status: 'SIGNED_IN' | 'SECOND_FACTOR_REQUIRED';
  secondFactor?: SecondFactorStep;
}>('SignInResult');
SignInResultRef.implement({
  fields: (t) => ({
    status: t.field({ type: SignInStatus, resolve: (r) => r.status }),
    second_factor: t.field({
      type: SecondFactorStepRef,
      nullable: true,
      resolve: (r) => r.secondFactor ?? null,
    }),
  }),
});

export const UserDetails = builder.objectRef<Viewer>('UserDetails');
UserDetails.implement({
  description: 'The signed-in user: who, which role, which dealers and companies.',
  fields: (t) => ({
    id: t.exposeInt('userId'),
    email: t.exposeString('email'),
    first_name: t.exposeString('firstName'),
    last_name: t.exposeString('lastName'),
    language: t.exposeString('language'),
    superUser: t.exposeBoolean('superUser'),
    admin: t.exposeBoolean('admin'),
    backoffice: t.exposeBoolean('backoffice'),
    isPortaluser: t.exposeBoolean('portalUser'),
    dealerIds: t.exposeIntList('dealerIds'),
    companyIds: t.exposeIntList('companyIds'),
  }),
});

/** The session of the cookie, signed in or still pending, ends; the browser gets `next` or nothing. */
export async function replaceSessionCookie(ctx: Context, next: NewSession | null) {
  if (ctx.cookies.token) await revokeSession(ctx.db, sessionIdFromToken(ctx.cookies.token));
  if (next) ctx.cookies.set(next.token, next.expiresAt);
  else ctx.cookies.clear();
}

function caller(ctx: Context) {
  return { sessionToken: ctx.cookies.token, ip: ctx.ip, userAgent: ctx.userAgent };
}

builder.queryField('me', (t) =>
  t.field({
    type: UserDetails,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.viewer!,
  }),
);

builder.mutationField('updateMyLanguage', (t) =>
  t.field({
    type: UserDetails,
    description: 'My account: the signed-in user’s own interface language (nl, fr, en or de).',
    authScopes: { signedIn: true },
    args: { language: t.arg.string({ required: true, ...maxLength('identifier') }) },
    resolve: (_root, args, ctx) => updateMyLanguage(ctx.db, ctx.viewer!, args.language),
  }),
);

builder.mutationField('signIn', (t) =>
  t.field({
    type: SignInResultRef,
    authScopes: { public: true },
    args: {
      email: t.arg.string({ required: true, ...maxLength('email') }),
      password: t.arg.string({ required: true, ...maxLength('password') }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await signIn(ctx.db, {
        ...args,
        sessionTtlHours: ctx.config.SESSION_TTL_HOURS,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      await replaceSessionCookie(ctx, result.session);
      return result;
    },
  }),
);

builder.mutationField('verifySecondFactor', (t) =>
  t.boolean({
    description: 'Completes a SECOND_FACTOR_REQUIRED sign-in with the SMS or authenticator code.',
    authScopes: { public: true },
    args: { code: t.arg.string({ required: true, ...maxLength('code') }) },
    resolve: async (_root, args, ctx) => {
      const session = await verifySecondFactor(ctx.db, {
        ...caller(ctx),
        code: args.code,
        sessionTtlHours: ctx.config.SESSION_TTL_HOURS,
        totpKey: totpKey(ctx.config),
      });
      await replaceSessionCookie(ctx, session);
      return true;
    },
  }),
);

builder.mutationField('resendSecondFactorCode', (t) =>
  t.boolean({
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      await resendSecondFactorCode(ctx.db, caller(ctx));
      return true;
    },
  }),
);

builder.mutationField('signOut', (t) =>
  t.boolean({
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => {
      await replaceSessionCookie(ctx, null);
      return true;
    },
  }),
);
