import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@spokes/server/src/db/client';
import { schema } from '@spokes/server/src/db/schema';

/** One statement an app module sent, and the wave it belongs to (statements in flight together). */
type Statement = { text: string; values: unknown[]; wave: number };

/**
 * The app's own SQL for one call of one of its modules, replayed with the same driver: the module
 * runs once against a pool that writes down every statement (text, parameters, and which ones
 * were in flight together), so the anchor is exactly what the module sends and cannot drift from it.
 * The replay prepares each statement (a named statement per connection) and sends each wave's
 * statements at once, as the module's Promise.all does.
 */
export class OwnSql {
  private readonly pool: pg.Pool;
  private readonly log: Statement[] = [];
  private inFlight = 0;
  private wave = 0;
  /** The app's modules, run on the capturing pool (drizzle over node-postgres, as the server). */
  readonly db: Db;

  constructor(databaseUrl: string) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    const query = this.pool.query.bind(this.pool) as (
      config: unknown,
      values?: unknown[],
    ) => Promise<unknown>;
    (this.pool as unknown as { query: typeof query }).query = (config, values) => {
      const { text, values: configValues } =
        typeof config === 'string' ? { text: config, values: undefined } : (config as pg.QueryConfig);
      if (this.inFlight === 0) this.wave++;
      this.inFlight++;
      this.log.push({ text, values: values ?? configValues ?? [], wave: this.wave });
      return query(config, values).finally(() => this.inFlight--);
    };
    this.db = drizzle(this.pool, { schema }) as unknown as Db;
  }

  /** The statements `run` sends through `db`, grouped in waves, ready to replay. */
  async capture(run: (db: Db) => Promise<unknown>): Promise<Statement[][]> {
    this.log.length = 0;
    this.wave = 0;
    await run(this.db);
    const waves: Statement[][] = [];
    for (const statement of this.log) (waves[statement.wave - 1] ??= []).push(statement);
    return waves.filter(Boolean);
  }

  /** Sends the captured statements again, prepared, straight through pg; resolves when all are read. */
  async replay(waves: Statement[][]): Promise<void> {
    for (const wave of waves)
      await Promise.all(
        wave.map((statement) =>
          this.pool.query({
            name: `own_${createHash('sha1').update(statement.text).digest('hex').slice(0, 16)}`,
            text: statement.text,
            values: statement.values,
            rowMode: 'array',
          }),
        ),
      );
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
