import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { confirmSecondFactorEnrolment } from './confirm-second-factor-enrolment';
import { removeSecondFactor } from './remove-second-factor';
import { revertSecondFactorAddition } from './revert-second-factor-addition';
import { listEnrolledFactors, phoneHint, type EnrolledFactor } from './second-factors';
import { startSmsEnrolment, startTotpEnrolment } from './start-second-factor-enrolment';
import { totpKey } from './totp-secret';

export const SecondFactorKindEnum = builder.enumType('SecondFactorKind', {
  values: ['SMS', 'TOTP'] as const,
});
export const kindValue = (kind: EnrolledFactor['kind']) => (kind === 'sms' ? 'SMS' : 'TOTP');

const SecondFactorRef = builder.objectRef<EnrolledFactor>('SecondFactor');
SecondFactorRef.implement({
  description: 'An active second factor of the signed-in user.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: SecondFactorKindEnum, resolve: (factor) => kindValue(factor.kind) }),
    phone_hint: t.string({
      nullable: true,
      resolve: (factor) => (factor.phone ? phoneHint(factor.phone) : null),
    }),
    enrolled_at: t.expose('enrolledAt', { type: 'DateTime' }),
  }),
});

const SmsEnrolmentRef = builder.objectRef<{ factorId: number; phone: string }>('SmsSecondFactorEnrolment');
SmsEnrolmentRef.implement({
  fields: (t) => ({ factor_id: t.exposeInt('factorId'), phone: t.exposeString('phone') }),
});

const TotpEnrolmentRef = builder.objectRef<{
  factorId: number;
  secret: string;
  otpauthUri: string;
  qrCodeDataUrl: string;
}>('TotpSecondFactorEnrolment');
TotpEnrolmentRef.implement({
  description: 'Shown once: the secret for manual entry, the otpauth URI and its QR code (a PNG data URL).',
  fields: (t) => ({
    factor_id: t.exposeInt('factorId'),
    secret: t.exposeString('secret'),
    otpauth_uri: t.exposeString('otpauthUri'),
    qr_code_data_url: t.exposeString('qrCodeDataUrl'),
  }),
});

builder.queryField('mySecondFactors', (t) =>
  t.field({
    type: [SecondFactorRef],
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => listEnrolledFactors(ctx.db, ctx.viewer!.userId),
  }),
);

builder.mutationField('startSmsSecondFactorEnrolment', (t) =>
  t.field({
    type: SmsEnrolmentRef,
    authScopes: { signedIn: true },
    args: {
      password: t.arg.string({ required: true, ...maxLength('password') }),
      phone: t.arg.string({ required: true, ...maxLength('phone') }),
    },
    resolve: (_root, args, ctx) => startSmsEnrolment(ctx.db, ctx.viewer!, args),
  }),
);

builder.mutationField('startTotpSecondFactorEnrolment', (t) =>
  t.field({
    type: TotpEnrolmentRef,
    authScopes: { signedIn: true },
    args: { password: t.arg.string({ required: true, ...maxLength('password') }) },
    resolve: (_root, args, ctx) =>
      startTotpEnrolment(ctx.db, ctx.viewer!, { password: args.password, totpKey: totpKey(ctx.config) }),
  }),
);

builder.mutationField('confirmSecondFactorEnrolment', (t) =>
  t.field({
    type: SecondFactorRef,
    authScopes: { signedIn: true },
    args: {
      factor_id: t.arg.int({ required: true }),
      code: t.arg.string({ required: true, ...maxLength('code') }),
    },
    resolve: async (_root, args, ctx) => {
      const { factorId } = await confirmSecondFactorEnrolment(ctx.db, ctx.viewer!, {
        factorId: args.factor_id,
        code: args.code,
        totpKey: totpKey(ctx.config),
        publicUrl: ctx.config.PUBLIC_URL,
      });
      const factors = await listEnrolledFactors(ctx.db, ctx.viewer!.userId);
      return factors.find((factor) => factor.id === factorId)!;
    },
  }),
);

builder.mutationField('removeSecondFactor', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    args: {
      factor_id: t.arg.int({ required: true }),
      password: t.arg.string({ required: true, ...maxLength('password') }),
    },
    resolve: async (_root, args, ctx) => {
      await removeSecondFactor(ctx.db, ctx.viewer!, { factorId: args.factor_id, password: args.password });
      return true;
    },
  }),
);

builder.mutationField('revertSecondFactorAddition', (t) =>
  t.boolean({
    description:
      'The link of the "second factor added" mail: switches that factor off and ends every session.',
    authScopes: { public: true },
    args: { code: t.arg.string({ required: true, ...maxLength('code') }) },
    resolve: async (_root, args, ctx) => {
      await revertSecondFactorAddition(ctx.db, args.code);
      return true;
    },
  }),
);
