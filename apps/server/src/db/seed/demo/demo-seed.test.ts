import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateLease, type LeaseInput } from '@spokes/domain/lease-calculation';
import { createTestApp } from '../../../test/test-app';
import { queryRows } from '../../rows';
import { seedDemo } from '../../seed/demo';
import { quotations } from '../../schema/quotations';

// One seeded demo for every check of it: the seed takes seconds.
describe('the demo data', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.database.db);
  }, 120_000);
  afterAll(() => app.close());

  it('has quotations that recompute to their stored amounts from their stored inputs and sheet parameters', async () => {
    const rows = await app.database.db.select().from(quotations);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const { parameters, inputs } = row.calculation_sheet!;
      const { warning_code: _code, ...result } = calculateLease(parameters, inputs as LeaseInput);
      const stored = {
        total_vat_included: row.total_vat_included,
        total_vat_excluded: row.total_vat_excluded,
        residual_value: row.residual_value,
        lease_amount: row.lease_amount,
        lease_amount_vat: row.lease_amount_vat,
        salary_swap: row.salary_swap,
        insurance_amount: row.insurance_amount,
        maintenance_amount: row.maintenance_amount,
        assistance_amount: row.assistance_amount,
        warranty_grant: row.warranty_grant,
        warning_message: row.warning_message,
      };
      expect(result, row.quotation_number).toEqual(stored);
    }
  });

  it('puts no step of an order, document or licence plate after the seed', async () => {
    const [latest] = await queryRows<{ history: boolean; logs: boolean; plates: boolean }>(
      app.database.db,
      sql`select (select max(at) <= now() from order_history) as history,
                 (select max(log_date) <= now() from order_logs) as logs,
                 (select coalesce(max(license_plate_sent_to_dealer_date) <= current_date, true)
                    from license_plate_requests) as plates`,
    );
    expect(latest).toEqual({ history: true, logs: true, plates: true });
  });

  it('has the waiting orders enter their status in the recent past, not weeks before the seed', async () => {
    // A fixed base date had every waiting order weeks in its status, all of them late.
    const [waiting] = await queryRows<{ all: number; lastWeek: number }>(
      app.database.db,
      sql`select count(*)::int as "all",
                 count(*) filter (where o.status_changed_at > now() - interval '8 days')::int as "lastWeek"
            from orders o join order_statuses s on s.id = o.order_status_fk
           where s.code in ('NEW', 'SIGNED', 'SEND_TO_DECIDER', 'APPROVED', 'DELIVERABLE')`,
    );
    expect(waiting.all).toBeGreaterThan(100);
    expect(waiting.lastWeek / waiting.all).toBeGreaterThan(1 / 3);
  });
});
