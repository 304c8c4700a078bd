import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/users';
import { createDealer, createUser } from '../../test/factories';
import { appSuite } from '../../test/app-suite';
import { createSession } from './session';
import { loadViewer } from './viewer';

const ACTIVITY = { idleMinutes: 60, extend: true };

describe('loadViewer', () => {
  const suite = appSuite();

  async function sessionOf(options: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(suite.app.database.db, options);
    const session = await createSession(suite.app.database.db, {
      userId: user.id,
      ttlHours: 1,
      pendingSecondFactor: false,
      ip: null,
      userAgent: null,
    });
    return { user, session };
  }

  it('builds the session lookup once per database and reuses it for every later request', async () => {
    const { session } = await sessionOf();
    await loadViewer(suite.app.database.db, session.id, ACTIVITY);
    const select = vi.spyOn(suite.app.database.db, 'select');
    try {
      const { user: other, session: second } = await sessionOf();
      select.mockClear();
      expect((await loadViewer(suite.app.database.db, second.id, ACTIVITY))?.userId).toBe(other.id);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('reads the session, its user and their dealers in the prepared lookup, and refuses an expired one', async () => {
    const dealer = await createDealer(suite.app.database.db);
    const { user, session } = await sessionOf({ dealerIds: [dealer.id] });
    expect(await loadViewer(suite.app.database.db, session.id, ACTIVITY)).toMatchObject({
      userId: user.id,
      sessionId: session.id,
      email: user.email,
      dealerIds: [dealer.id],
      companyIds: [],
    });
    await suite.app.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect(await loadViewer(suite.app.database.db, session.id, ACTIVITY)).toBeNull();
  });
});
