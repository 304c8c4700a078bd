import { sql } from 'drizzle-orm';

/** A column a bulk statement writes: its name and its SQL type in the record. */
export type RecordsetColumn = readonly [name: string, type: string];

/**
 * The SQL pieces of multi-row writes read from one JSON array with jsonb_to_recordset: thousands
 * of rows per statement instead of a round trip each (the imports). The names come from the
 * caller's constant list of columns, never from input; `withId` adds the row's id.
 */
export function recordsetSql(columns: readonly RecordsetColumn[]) {
  const names = columns.map(([name]) => name);
  const id = (withId: boolean, text: string) => (withId ? [text] : []);
  return {
    recordType: (withId: boolean) =>
      sql.raw([...id(withId, 'id integer'), ...columns.map(([name, type]) => `${name} ${type}`)].join(', ')),
    columnList: (withId: boolean) => sql.raw([...id(withId, 'id'), ...names].join(', ')),
    fromRecord: (withId: boolean) =>
      sql.raw([...id(withId, 'r.id'), ...names.map((name) => `r.${name}`)].join(', ')),
    assignments: sql.raw(names.map((name) => `${name} = r.${name}`).join(', ')),
  };
}
