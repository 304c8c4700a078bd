/**
 * NOTIFYs sent while an instance re-establishes its LISTEN connection are lost: a list is
 * reloaded after this long even when no change was heard.
 */
const MAX_AGE_MS = 60_000;

export type ReferenceCache = ReturnType<typeof createReferenceCache>;

/**
 * The reference lists in memory, per table. Each instance drops a table's list when the database
 * announces a change to it (a trigger NOTIFYs `referenceDataChanged` on the realtime channel).
 */
export function createReferenceCache() {
  const lists = new Map<string, { rows: Promise<unknown[]>; loadedAt: number }>();
  return {
    list<R>(table: string, load: () => Promise<R[]>): Promise<R[]> {
      const cached = lists.get(table);
      if (cached && Date.now() - cached.loadedAt < MAX_AGE_MS) return cached.rows as Promise<R[]>;
      // Stored before the query runs: a change announced meanwhile drops this load too. Drizzle's
      // queries are thenables that run again on every await: the promise runs this one once.
      const entry = { rows: Promise.resolve(load()), loadedAt: Date.now() };
      lists.set(table, entry);
      entry.rows.catch(() => {
        if (lists.get(table) === entry) lists.delete(table);
      });
      return entry.rows;
    },
    invalidate(table: string) {
      lists.delete(table);
    },
  };
}
