import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionCodes } from '../../db/schema/auth';
import { createUser } from '../../test/factories';
import { appSuite } from '../../test/app-suite';
import { ActionCodeInvalidError, actionLink, consumeActionCode, createActionCode } from './action-codes';

describe('action codes', () => {
  const suite = appSuite();

  it('gives a 256-bit code once, stores only its hash, and answers whose it is', async () => {
    const db = suite.app.database.db;
    const user = await createUser(db);
    const code = await createActionCode(db, { userId: user.id, mode: 'resetPassword', ttlMinutes: 60 });
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    const [row] = await db.select().from(actionCodes).where(eq(actionCodes.user_id, user.id));
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(code);
    expect(await consumeActionCode(db, code, 'resetPassword')).toEqual({
      userId: user.id,
      secondFactorId: null,
    });
    await expect(consumeActionCode(db, code, 'resetPassword')).rejects.toBeInstanceOf(ActionCodeInvalidError);
  });

  it('refuses an expired code, a code of another mode and an unknown code', async () => {
    const db = suite.app.database.db;
    const user = await createUser(db);
    const expired = await createActionCode(db, { userId: user.id, mode: 'resetPassword', ttlMinutes: -1 });
    await expect(consumeActionCode(db, expired, 'resetPassword')).rejects.toBeInstanceOf(
      ActionCodeInvalidError,
    );
    const reset = await createActionCode(db, { userId: user.id, mode: 'resetPassword', ttlMinutes: 60 });
    await expect(consumeActionCode(db, reset, 'revertSecondFactorAddition')).rejects.toBeInstanceOf(
      ActionCodeInvalidError,
    );
    await expect(consumeActionCode(db, 'x'.repeat(43), 'resetPassword')).rejects.toBeInstanceOf(
      ActionCodeInvalidError,
    );
  });

  it('lets only one of two simultaneous uses win', async () => {
    const db = suite.app.database.db;
    const user = await createUser(db);
    const code = await createActionCode(db, { userId: user.id, mode: 'resetPassword', ttlMinutes: 60 });
    const results = await Promise.allSettled([
      consumeActionCode(db, code, 'resetPassword'),
      consumeActionCode(db, code, 'resetPassword'),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('builds the link of the /action page', () => {
    expect(actionLink('https://portal.example/', 'resetPassword', 'a-b_c')).toBe(
      'https://portal.example/action?mode=resetPassword&oobCode=a-b_c',
    );
  });
});
