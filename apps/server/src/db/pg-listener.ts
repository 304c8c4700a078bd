import pg from 'pg';
import { logger } from '../logger';

const MAX_RETRY_DELAY_MS = 5000;

/**
 * LISTEN on one pooled connection that survives a lost connection (a PostgreSQL restart or
 * failover): the broken client is discarded and a new one listens again, with backoff.
 * Notifications sent while no connection listens are lost; listeners treat them as hints.
 */
export async function listenWithReconnect(
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.PoolClient | undefined;
  let stopped = false;

  async function connect() {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error, channel }, 'lost the LISTEN connection; listening again');
      if (client === next) client = undefined;
      next.release(error);
      void reconnect();
    });
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.release(error as Error);
      throw error;
    }
    client = next;
  }

  async function reconnect() {
    for (let delay = 100; !stopped; delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS)) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopped) return;
      try {
        await connect();
        return;
      } catch (error) {
        logger.warn({ err: error, channel }, 'could not LISTEN yet; retrying');
      }
    }
  }

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = undefined;
    if (!current) return;
    await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
    current.release();
  };
}
