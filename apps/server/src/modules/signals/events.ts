import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

export const REALTIME_CHANNEL = 'spokes_events';

/**
 * What changed, as ids only: NOTIFY payloads are limited to 8 kB, and each subscriber reloads
 * the row through its own viewer's access rules before it sees anything.
 */
export type RealtimeEvent =
  | { topic: 'quotationCreated' | 'quotationUpdated'; quotationId: number }
  | { topic: 'orderUpdated'; orderId: number; quotationId: number }
  | { topic: 'orderLogCreated' | 'orderLogUpdated'; orderLogId: number; orderId: number; quotationId: number }
  /** A webhook call was recorded for an order (null: deleted since); super users only see attempts. */
  | { topic: 'webhookAttemptCreated'; webhookAttemptId: number; orderId: number | null }
  | {
      topic: 'onError';
      userId: number;
      i18nKey: string;
      message: string;
      params?: Record<string, string | number>;
    }
  | { topic: 'notificationCreated' | 'notificationUpdated'; userId: number; notificationId: number }
  /** Sent by a database trigger (migration 0006) for the server's reference cache, not for clients. */
  | { topic: 'referenceDataChanged'; table: string }
  /** A sign-out: that session's websocket closes at once, on every instance. */
  | { topic: 'sessionEnded'; sessionId: string }
  /** A super user changed an interface text: open browsers reload that language's strings. */
  | { topic: 'translationChanged'; language: string; key: string }
  /** The user's roles, links or sessions changed: its websockets reload their viewer. */
  | { topic: 'viewerChanged'; userId: number };

export type RealtimeTopic = RealtimeEvent['topic'];

/**
 * Publishes inside the caller's transaction: PostgreSQL delivers a NOTIFY at commit and drops
 * it on rollback, so nobody hears of a change that did not happen.
 */
export async function publish(db: Queryable, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}
