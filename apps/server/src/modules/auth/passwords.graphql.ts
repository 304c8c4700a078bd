import { builder } from '../../graphql/builder';
import { maxLength } from '../../graphql/input-limits';
import { changePassword } from './change-password';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

builder.mutationField('requestPasswordReset', (t) =>
  t.boolean({
    description: 'Forgot password: always true for a well-formed address, whether or not it has an account.',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true, ...maxLength('email') }) },
    resolve: async (_root, args, ctx) => {
      await requestPasswordReset(ctx.db, { email: args.email, ip: ctx.ip });
      return true;
    },
  }),
);

const ResetPasswordResultRef = builder.objectRef<{ email: string }>('ResetPasswordResult');
ResetPasswordResultRef.implement({ fields: (t) => ({ email: t.exposeString('email') }) });

builder.mutationField('resetPassword', (t) =>
  t.field({
    type: ResetPasswordResultRef,
    description: 'The set-password page of a reset or invitation link (oobCode).',
    authScopes: { public: true },
    args: {
      code: t.arg.string({ required: true, ...maxLength('code') }),
      password: t.arg.string({ required: true, ...maxLength('password') }),
      confirmation: t.arg.string({ required: true, ...maxLength('password') }),
    },
    resolve: (_root, args, ctx) => resetPassword(ctx.db, args),
  }),
);

builder.mutationField('changePassword', (t) =>
  t.boolean({
    description: 'My account. Ends every session of the user; this browser continues on a new one.',
    authScopes: { signedIn: true },
    args: {
      current_password: t.arg.string({ required: true, ...maxLength('password') }),
      password: t.arg.string({ required: true, ...maxLength('password') }),
      confirmation: t.arg.string({ required: true, ...maxLength('password') }),
    },
    resolve: async (_root, args, ctx) => {
      const session = await changePassword(ctx.db, ctx.viewer!, {
        currentPassword: args.current_password,
        password: args.password,
        confirmation: args.confirmation,
        sessionTtlHours: ctx.config.SESSION_TTL_HOURS,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      });
      // setPassword already ended the old session; only the cookie changes.
      ctx.cookies.set(session.token, session.expiresAt);
      return true;
    },
  }),
);
