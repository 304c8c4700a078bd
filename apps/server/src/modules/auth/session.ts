import { hash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema/users';
import { publish } from '../signals/events';
import { forgetSessions } from './forget-sessions';

/** Only the SHA-256 of the cookie's token is stored: a leaked table opens no session. */
export function sessionIdFromToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export type NewSession = { token: string; id: string; expiresAt: Date };

export async function createSession(
  db: Queryable,
  input: {
    userId: number;
    ttlHours: number;
    pendingSecondFactor: boolean;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const id = sessionIdFromToken(token);
  const expiresAt = new Date(Date.now() + input.ttlHours * 3600_000);
  await db.insert(sessions).values({
    id,
    user_id: input.userId,
    expires_at: expiresAt,
    pending_second_factor: input.pendingSecondFactor,
    ip: input.ip,
    user_agent: input.userAgent,
  });
  return { token, id, expiresAt };
}

/** Every instance closes the session's websockets too (they keep their viewer in memory). */
export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  forgetSessions({ sessionId });
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  await publish(db, { topic: 'sessionEnded', sessionId });
}

/** Password change and account removal end every session of the user, websockets included. */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.user_id, userId));
  await announceViewerChanged(db, userId);
}

/**
 * The user's name, language, roles or links changed: every instance loads its viewer again,
 * for requests and open websockets alike.
 */
export async function announceViewerChanged(db: Queryable, userId: number): Promise<void> {
  forgetSessions({ userId });
  await publish(db, { topic: 'viewerChanged', userId });
}
