import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { actionCodes } from '../../db/schema/auth';

/** The modes of the mailed links (/action?mode=…&oobCode=…). */
export const ACTION_CODE_MODES = ['resetPassword', 'revertSecondFactorAddition'] as const;
export type ActionCodeMode = (typeof ACTION_CODE_MODES)[number];

export function isActionCodeMode(value: string): value is ActionCodeMode {
  return (ACTION_CODE_MODES as readonly string[]).includes(value);
}

export type ActionCodeUse = { userId: number; secondFactorId: number | null };

/** The code is 256 random bits, so a plain SHA-256 is enough: there is nothing to guess. */
function hashActionCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/**
 * Stores a new single-use code and returns it in plain text for the link; only its hash is
 * kept. Call it with the transaction that queues the mail carrying the link.
 */
export async function createActionCode(
  tx: Queryable,
  input: { userId: number; mode: ActionCodeMode; ttlMinutes: number; secondFactorId?: number },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await tx.insert(actionCodes).values({
    code_hash: hashActionCode(code),
    user_id: input.userId,
    mode: input.mode,
    second_factor_id: input.secondFactorId ?? null,
    // The database's clock, like consumeActionCode: instances with skewed clocks agree.
    expires_at: sql`now() + make_interval(mins => ${input.ttlMinutes})`,
  });
  return code;
}

/** The link a mail carries: the web app's /action page with the mode and the plain code. */
export function actionLink(publicUrl: string, mode: ActionCodeMode, code: string): string {
  const url = new URL('/action', publicUrl);
  url.searchParams.set('mode', mode);
  url.searchParams.set('oobCode', code);
  return url.toString();
}

export class ActionCodeInvalidError extends Error {
  override name = 'ActionCodeInvalidError';
}

/**
 * Marks the code used and answers whose it is. One conditional UPDATE, so two requests racing
 * with the same code cannot both win. Unknown, expired, used or of another mode: throws
 * ActionCodeInvalidError (the caller picks the message: the cases are told apart to nobody).
 */
export async function consumeActionCode(
  tx: Queryable,
  code: string,
  mode: ActionCodeMode,
): Promise<ActionCodeUse> {
  const [row] = await tx
    .update(actionCodes)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(actionCodes.code_hash, hashActionCode(code)),
        eq(actionCodes.mode, mode),
        isNull(actionCodes.used_at),
        gt(actionCodes.expires_at, sql`now()`),
      ),
    )
    .returning({ userId: actionCodes.user_id, secondFactorId: actionCodes.second_factor_id });
  if (!row) throw new ActionCodeInvalidError();
  return row;
}

/** After a password is set, older reset links of the user must not work any more. */
export async function expireActionCodes(tx: Queryable, userId: number, mode: ActionCodeMode): Promise<void> {
  await tx
    .update(actionCodes)
    .set({ used_at: sql`now()` })
    .where(and(eq(actionCodes.user_id, userId), eq(actionCodes.mode, mode), isNull(actionCodes.used_at)));
}
