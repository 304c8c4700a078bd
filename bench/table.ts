export type Row = Record<string, string | number>;

/** Prints rows as an aligned plain-text table (the bench's whole output format). */
export function printTable(title: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i].length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i])).join('  ');
  process.stdout.write(`\n${title}\n${line(columns)}\n${line(widths.map((w) => '-'.repeat(w)))}\n`);
  for (const values of cells) process.stdout.write(`${line(values)}\n`);
}
