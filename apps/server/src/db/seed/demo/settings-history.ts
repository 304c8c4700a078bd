import { inArray } from 'drizzle-orm';
import type { Tx } from '../../client';
import { settingsAuditLog } from '../../schema/audit';
import { costCenters } from '../../schema/companies';
import { dealers } from '../../schema/dealers';
import type { DemoOrganisations } from './organisations';
import type { DemoUsers } from './people';
import { DEMO_BASE_DATE, daysAfter, daysBefore } from './random';

type Entry = {
  table: string;
  recordId: number;
  owner?: { table: string; recordId: number };
  action: 'create' | 'update';
  field: string;
  old: unknown;
  new: unknown;
};

const ONBOARDING = daysBefore(DEMO_BASE_DATE, 153, 0);

/**
 * The change log real use would have written (issue 23): the back office onboarded each
 * company (name, invoice target, parent, cost centres) a few days apart from June 2026 on, gave
 * Brouwerij Zonnedal its own sheet and later a longer duration, and corrected two dealers'
 * details. Each entry carries the super user and a time of day in office hours.
 */
export async function seedSettingsHistory(tx: Tx, orgs: DemoOrganisations, users: DemoUsers) {
  const byName = new Map(orgs.companies.map((company) => [company.name, company]));
  const centres = await tx.select().from(costCenters);
  const days: Entry[][] = orgs.companies.map((company) => {
    const owner = { table: 'companies', recordId: company.id };
    const created = (field: string, value: unknown): Entry => ({
      ...owner,
      action: 'create',
      field,
      old: null,
      new: value,
    });
    return [
      created('name', company.name),
      created('invoice_target_fk', company.invoiceTargetId),
      ...(company.parentId ? [created('company_parent_fk', company.parentId)] : []),
      created('fip', company.fip),
      ...centres
        .filter((centre) => centre.company_fk === company.id)
        .map((centre): Entry => ({
          table: 'cost_centers',
          recordId: centre.id,
          owner,
          action: 'create',
          field: 'name',
          old: null,
          new: centre.name,
        })),
    ];
  });
  const zonnedal = byName.get('Brouwerij Zonnedal');
  if (zonnedal) {
    const owner = { table: 'companies', recordId: zonnedal.id };
    const sheet = { table: 'company_calculation_sheets', recordId: zonnedal.id, owner };
    days.push(
      [{ ...sheet, action: 'create', field: 'durationMonths', old: null, new: 36 }],
      [{ ...sheet, action: 'update', field: 'durationMonths', old: 36, new: zonnedal.sheet.durationMonths }],
    );
  }
  const corrected = await tx
    .select({ id: dealers.id, tel: dealers.tel, internal_use_only: dealers.internal_use_only })
    .from(dealers)
    .where(
      inArray(
        dealers.id,
        orgs.dealers.slice(0, 2).map((dealer) => dealer.id),
      ),
    );
  for (const dealer of corrected) {
    const record = { table: 'dealers', recordId: dealer.id };
    days.push([
      { ...record, action: 'update', field: 'tel', old: '09 000 00 00', new: dealer.tel },
      {
        ...record,
        action: 'update',
        field: 'internal_use_only',
        old: !dealer.internal_use_only,
        new: dealer.internal_use_only,
      },
    ]);
  }
  const rows = days.flatMap((entries, day) =>
    entries.map((entry, i) => ({
      at: new Date(daysAfter(ONBOARDING, day * 3, 8 + (day % 8)).getTime() + i * 40_000),
      user_fk: users.superUserId,
      user_name: 'Sam Super',
      table_name: entry.table,
      record_id: String(entry.recordId),
      owner_table: entry.owner?.table ?? entry.table,
      owner_record_id: String(entry.owner?.recordId ?? entry.recordId),
      action: entry.action,
      field: entry.field,
      old_value: entry.old,
      new_value: entry.new,
    })),
  );
  await tx.insert(settingsAuditLog).values(rows);
}
