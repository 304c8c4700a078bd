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
  let closeCurrent = () => {};
  let stopped = false;

  async function connect() {
    const next = await pool.connect();
    // A client is released once: an error may arrive after unlisten already gave it back.
    let released = false;
    const release = (destroy: Error | boolean) => {
      if (released) return;
      released = true;
      next.release(destroy);
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      if (client !== next) {
        release(error);
        return;
      }
      logger.warn({ err: error, channel }, 'lost the LISTEN connection; listening again');
      client = undefined;
      release(error);
      void reconnect();
    });
    try {
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      release(error as Error);
      throw error;
    }
    client = next;
    closeCurrent = () => release(true);
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
    client = undefined;
    // Destroyed rather than pooled: a connection that listened is not handed to a query again.
    closeCurrent();
  };
}
