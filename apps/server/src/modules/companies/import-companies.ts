import { sql } from 'drizzle-orm';
import { companyGeneralSchema } from '@spokes/domain/contact-schemas';
import { COMPANY_IMPORT_COLUMNS } from '@spokes/domain/import-columns';
import { issueCodes } from '@spokes/domain/schemas';
import type { Db, Queryable } from '../../db/client';
import { companies, invoiceTargets } from '../../db/schema/companies';
import { languages, variants } from '../../db/schema/reference';
import {
  asErrorCode,
  byCodeOrName,
  ImportRefused,
  outcomeOf,
  reasonLanguage,
  reasonsIn,
  refusedOutcome,
  type ImportOutcome,
  type ImportReason,
  type ImportRowPlan,
} from '../../lib/import-plan';
import { readTableFile, type TableFile } from '../../lib/read-table-file';
import { requireSuperUser, type Viewer } from '../access/viewer';
import { recordsetSql } from '../../lib/json-recordset';
import { recordSettingsChange } from '../audit/record-settings-change';

export type CompanyImportOptions = { file: Blob };

type CompanyRecord = {
  id: number;
  name: string;
  customer_id: string | null;
  company_parent_fk: number | null;
  invoice_target_fk: number;
  language_fk: number;
  variant_fk: number;
  contact: string | null;
  email: string | null;
  tel: string | null;
  fip: boolean;
  hide: boolean;
};

/** A company as the plan sees it: one that exists (`c<id>`) or one an earlier row creates (`n<row>`). */
type Node = string;

/** The columns an import writes, in the order of the bulk statements below. */
const WRITTEN = [
  ['name', 'text'],
  ['customer_id', 'text'],
  ['company_parent_fk', 'integer'],
  ['invoice_target_fk', 'integer'],
  ['language_fk', 'integer'],
  ['variant_fk', 'integer'],
  ['contact', 'text'],
  ['email', 'text'],
  ['tel', 'text'],
] as const;
type Written = Record<(typeof WRITTEN)[number][0], unknown>;

/** A form field's reason belongs to this column of the file. */
const COLUMN_OF_FIELD: Record<string, string> = {
  invoice_target_fk: 'invoice_target',
  language_fk: 'language',
  variant_fk: 'variant',
  company_parent_fk: 'parent',
};

const key = (value: string) => value.trim().toLowerCase();
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type PlannedRow = ImportRowPlan & { node?: Node; values?: Written; parent?: Node | null; id?: number };

/** Values of a name or customer id, each with every node that carries it. */
class Index {
  private readonly nodes = new Map<string, Node[]>();
  add(value: string | null | undefined, node: Node) {
    if (!value?.trim()) return;
    const list = this.nodes.get(key(value)) ?? [];
    list.push(node);
    this.nodes.set(key(value), list);
  }
  get(value: string): Node[] {
    return this.nodes.get(key(value)) ?? [];
  }
}

/**
 * Every row of the file checked as the company's general tab checks it. A row with a customer id
 * updates the company with that customer id, or creates one; a row without updates the company
 * of that exact name (any case), or creates one. The parent is named by customer id or name and
 * must exist or be created by an earlier row; no company may end up under itself. Columns the
 * file has replace the company's values (a blank parent makes it a root); a blank language or
 * variant keeps the company's (nl and STANDARD for a new one).
 */
async function planCompanies(q: Queryable, viewer: Viewer, table: TableFile) {
  // One query after the other: a transaction is one connection.
  const existing = await q
    .select({
      id: companies.id,
      name: companies.name,
      customer_id: companies.customer_id,
      company_parent_fk: companies.company_parent_fk,
      invoice_target_fk: companies.invoice_target_fk,
      language_fk: companies.language_fk,
      variant_fk: companies.variant_fk,
      contact: companies.contact,
      email: companies.email,
      tel: companies.tel,
      fip: companies.fip,
      hide: companies.hide,
    })
    .from(companies);
  const targets = await q.select({ id: invoiceTargets.id, name: invoiceTargets.name }).from(invoiceTargets);
  const languageRows = await q.select().from(languages);
  const variantRows = await q.select().from(variants);
  const languageOf = byCodeOrName(languageRows);
  const variantOf = byCodeOrName(variantRows);
  const targetsByName = new Map<string, number[]>();
  for (const target of targets)
    targetsByName.set(key(target.name), [...(targetsByName.get(key(target.name)) ?? []), target.id]);
  const targetIds = new Set(targets.map((target) => target.id));

  const records = new Map<Node, CompanyRecord>(existing.map((record) => [`c${record.id}`, record]));
  const byCustomerId = new Index();
  const byName = new Index();
  for (const record of existing) {
    byCustomerId.add(record.customer_id, `c${record.id}`);
    byName.add(record.name, `c${record.id}`);
  }
  /** Each node's parent once the file is applied (existing parents, then the rows' changes). */
  const parentOf = new Map<Node, Node | null>(
    existing.map((record) => [
      `c${record.id}`,
      record.company_parent_fk ? `c${record.company_parent_fk}` : null,
    ]),
  );
  const reason = reasonsIn(reasonLanguage(viewer.language), COMPANY_IMPORT_COLUMNS);
  const has = (column: string) => table.columns.has(column);
  const firstRowOf = new Map<string, number>();
  const planned: PlannedRow[] = [];

  for (const line of table.rows) {
    const cells = line.cells;
    const reasons: ImportReason[] = [];
    const label = cells.name ?? '';
    const customerId = cells.customer_id ?? '';
    // The match: by customer id when the row has one, else by exact name.
    const matches = customerId ? byCustomerId.get(customerId) : byName.get(cells.name ?? '');
    const matchKey = customerId ? `customer:${key(customerId)}` : `name:${key(cells.name ?? '')}`;
    const earlier = firstRowOf.get(matchKey);
    if (earlier !== undefined)
      reasons.push(reason(customerId ? 'customer_id' : 'name', 'IMPORT_DUPLICATE_IN_FILE', { row: earlier }));
    else firstRowOf.set(matchKey, line.row);
    if (matches.length > 1)
      reasons.push(reason('name', 'IMPORT_NAME_AMBIGUOUS', { value: cells.name ?? '' }));
    const matchNode = matches.length === 1 && matches[0].startsWith('c') ? matches[0] : undefined;
    const match = matchNode ? records.get(matchNode) : undefined;
    const node: Node = matchNode ?? `n${line.row}`;

    const input: Record<string, unknown> = match
      ? { ...match, company_parent_fk: undefined }
      : { language_fk: 1, variant_fk: 1, fip: false, hide: false };
    for (const column of ['name', 'customer_id', 'contact', 'email', 'tel'] as const)
      if (has(column)) input[column] = cells[column];
    if (has('invoice_target')) {
      const value = cells.invoice_target;
      const ids =
        /^\d+$/.test(value) && targetIds.has(Number(value))
          ? [Number(value)]
          : (targetsByName.get(key(value)) ?? []);
      if (value === '') input.invoice_target_fk = undefined;
      else if (ids.length === 1) input.invoice_target_fk = ids[0];
      else
        reasons.push(
          reason('invoice_target', ids.length ? 'IMPORT_NAME_AMBIGUOUS' : 'IMPORT_VALUE_UNKNOWN', { value }),
        );
    }
    for (const [column, field, lookup] of [
      ['language', 'language_fk', languageOf],
      ['variant', 'variant_fk', variantOf],
    ] as const) {
      const value = has(column) ? cells[column] : '';
      if (value === '') continue;
      const id = lookup(value);
      if (id === undefined) reasons.push(reason(column, 'IMPORT_VALUE_UNKNOWN', { value }));
      else input[field] = id;
    }
    let parent: Node | null = match ? (parentOf.get(node) ?? null) : null;
    if (has('parent')) {
      const value = cells.parent;
      if (value === '') parent = null;
      else {
        const byId = byCustomerId.get(value);
        const candidates = byId.length > 0 ? byId : byName.get(value);
        if (candidates.length === 1) parent = candidates[0];
        else
          reasons.push(
            reason('parent', candidates.length ? 'IMPORT_NAME_AMBIGUOUS' : 'IMPORT_VALUE_UNKNOWN', { value }),
          );
      }
    }
    // No company under itself: walk up from the new parent with every change planned so far.
    if (parent !== null && reasons.every((r) => r.code !== 'IMPORT_VALUE_UNKNOWN')) {
      const seen = new Set<Node>();
      for (let at: Node | null = parent; at !== null && !seen.has(at); at = parentOf.get(at) ?? null) {
        if (at === node) {
          reasons.push(reason('parent', 'IMPORT_PARENT_CYCLE'));
          break;
        }
        seen.add(at);
      }
    }
    const parsed = companyGeneralSchema.safeParse({ ...input, company_parent_fk: null });
    if (!parsed.success) {
      for (const [path, code] of Object.entries(issueCodes(parsed.error))) {
        const column = COLUMN_OF_FIELD[path] ?? path;
        if (reasons.some((r) => r.column === reason(column, 'BAD_INPUT').column)) continue;
        reasons.push(reason(column, asErrorCode(code)));
      }
    }
    if (reasons.length > 0 || !parsed.success) {
      planned.push({ row: line.row, action: 'refused', label, reasons });
      continue;
    }
    // The row counts from here on: later rows may name it as their parent.
    parentOf.set(node, parent);
    if (!match) {
      byCustomerId.add(parsed.data.customer_id, node);
      byName.add(parsed.data.name, node);
    }
    const values: Written = {
      name: parsed.data.name,
      customer_id: parsed.data.customer_id,
      company_parent_fk: null,
      invoice_target_fk: parsed.data.invoice_target_fk,
      language_fk: parsed.data.language_fk,
      variant_fk: parsed.data.variant_fk,
      contact: parsed.data.contact,
      email: parsed.data.email,
      tel: parsed.data.tel,
    };
    if (!match) {
      planned.push({ row: line.row, action: 'create', label, reasons, node, values, parent });
      continue;
    }
    const changed =
      WRITTEN.some(([column]) => column !== 'company_parent_fk' && !same(values[column], match[column])) ||
      parent !== (match.company_parent_fk ? `c${match.company_parent_fk}` : null);
    planned.push({
      row: line.row,
      action: changed ? 'update' : 'unchanged',
      label,
      reasons,
      node,
      values,
      parent,
      id: match.id,
    });
  }
  return planned;
}

const plain = (rows: PlannedRow[]): ImportRowPlan[] =>
  rows.map(({ row, action, label, reasons }) => ({ row, action, label, reasons }));

/** The dry run of a companies file: what applying it would do with each row, and why a row is refused. */
export async function previewCompanyImport(
  db: Db,
  viewer: Viewer,
  options: CompanyImportOptions,
): Promise<ImportOutcome> {
  requireSuperUser(viewer);
  const table = await readTableFile(options.file, COMPANY_IMPORT_COLUMNS);
  return outcomeOf(plain(await planCompanies(db, viewer, table)), false);
}

const written = recordsetSql(WRITTEN);

/**
 * Applies a companies file in one transaction, every row checked again against the companies as
 * they are now; one refused row refuses the file and nothing is written. The new companies get
 * their ids from the table's identity first, so a new company's parent may be another new one,
 * and all are inserted in one statement; the updates go in a second. One settings audit row
 * records the import's summary.
 */
export async function applyCompanyImport(
  db: Db,
  viewer: Viewer,
  options: CompanyImportOptions,
  fileName = 'import',
): Promise<ImportOutcome> {
  requireSuperUser(viewer);
  const table = await readTableFile(options.file, COMPANY_IMPORT_COLUMNS);
  try {
    return await db.transaction(async (tx) => {
      // One import of companies at a time: the plan reads the whole tree.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spokes.import-companies'))`);
      const rows = await planCompanies(tx, viewer, table);
      const outcome = outcomeOf(plain(rows), false);
      if (outcome.refused > 0)
        throw new ImportRefused({ ...outcome, rows: outcome.rows.filter((row) => row.action === 'refused') });
      const creates = rows.filter((row) => row.action === 'create');
      const idOf = new Map<Node, number>();
      if (creates.length > 0) {
        const ids = await tx
          .select({ id: sql<number>`nextval(pg_get_serial_sequence('companies', 'id'))::int` })
          .from(sql`generate_series(1, ${creates.length})`);
        creates.forEach((row, i) => idOf.set(row.node!, Number(ids[i].id)));
      }
      const idOfNode = (node: Node | null | undefined) =>
        node ? (idOf.get(node) ?? Number(node.slice(1))) : null;
      const withParent = (row: PlannedRow) => ({
        ...row.values,
        id: row.id ?? idOf.get(row.node!),
        company_parent_fk: idOfNode(row.parent),
      });
      if (creates.length > 0)
        await tx.execute(sql`insert into companies (${written.columnList(true)}) overriding system value
          select ${written.fromRecord(true)} from jsonb_to_recordset(${JSON.stringify(creates.map(withParent))}::jsonb) as r(${written.recordType(true)})`);
      const updates = rows.filter((row) => row.action === 'update');
      if (updates.length > 0)
        await tx.execute(sql`update companies set ${written.assignments}, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(updates.map(withParent))}::jsonb) as r(${written.recordType(true)})
          where companies.id = r.id`);
      const summary = { ...outcome, applied: true, rows: [] };
      await recordSettingsChange(tx, viewer, {
        table: 'companies',
        recordId: 'import',
        action: 'import',
        after: {
          kind: 'companies',
          file: fileName,
          total: summary.total,
          created: summary.created,
          updated: summary.updated,
          unchanged: summary.unchanged,
          created_ids: [...idOf.values()],
          updated_ids: updates.map((row) => row.id),
        },
      });
      return summary;
    });
  } catch (error) {
    return refusedOutcome(error);
  }
}
