import { calculateLease, type LeaseInput } from '@spokes/domain/lease-calculation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedDemo } from '../../seed/demo';
import { quotations } from '../../schema/quotations';

describe('the demo quotations', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp();
    await seedDemo(app.database.db);
  }, 120_000);
  afterAll(() => app.close());

  it('recompute to their stored amounts from their stored inputs and sheet parameters', async () => {
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
});
