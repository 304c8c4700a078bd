import { eq } from 'drizzle-orm';
import { usesPartnerPortal } from '@spokes/domain/partner-portal';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { quotationFields, quotations } from '../../db/schema/quotations';
import { fail } from '../../errors';
import type { Viewer } from '../access/viewer';
import { publish } from '../signals/events';
import { getQuotation, type QuotationOverview } from './get-quotation';

/**
 * Duplicate on a quotation card (spec 02 section 4): a new quotation with a new number, dated
 * now, active and without an order, carrying the source's inputs, its copy of the calculation
 * sheet, its amounts and its field values. The cost centre and the earliest delivery date are
 * set on an order's way (employer, overview), so the copy starts without them. Refused with CANNOT_DUPLICATE ('Kan niet
 * dupliceren.') when the company has a field the source has no value row for; a quotation out
 * of the viewer's back-office scope is NOT_FOUND. One transaction.
 */
export async function duplicateQuotation(
  db: Db,
  viewer: Viewer,
  options: { id: number },
): Promise<QuotationOverview> {
  return db.transaction(async (tx) => {
    const source = await getQuotation(tx, viewer, options);
    if (!source.duplicatePossible) fail('CANNOT_DUPLICATE');
    const [company] = await tx
      .select({ partner_integration: companies.partner_integration })
      .from(companies)
      .where(eq(companies.id, source.company_fk));
    if (usesPartnerPortal(company)) fail('PARTNER_PORTAL_COMPANY');
    const [copy] = await tx
      .insert(quotations)
      .values({
        test: source.test,
        dealer_fk: source.dealer_fk,
        company_fk: source.company_fk,
        employee_fk: source.employee_fk,
        bike_type_fk: source.bike_type_fk,
        bike_brand_fk: source.bike_brand_fk,
        deliverability: source.deliverability,
        quotation_source: source.quotation_source,
        warning_message: source.warning_message,
        calculation_sheet: source.calculation_sheet,
        total_vat_excluded: source.total_vat_excluded,
        total_vat_included: source.total_vat_included,
        lease_amount: source.lease_amount,
        lease_amount_vat: source.lease_amount_vat,
        salary_swap: source.salary_swap,
        residual_value: source.residual_value,
        insurance_amount: source.insurance_amount,
        maintenance_amount: source.maintenance_amount,
        assistance_amount: source.assistance_amount,
        warranty_grant: source.warranty_grant,
        flexout_1: source.flexout_1,
        flexout_2: source.flexout_2,
        flexout_3: source.flexout_3,
        flexout_4: source.flexout_4,
        flexout_5: source.flexout_5,
        flexout_6: source.flexout_6,
        flexout_7: source.flexout_7,
      })
      .returning({ id: quotations.id });
    if (source.quotationFields.length > 0) {
      await tx.insert(quotationFields).values(
        source.quotationFields.map((field) => ({
          quotation_fk: copy.id,
          field_fk: field.field_fk,
          value: field.value,
        })),
      );
    }
    await publish(tx, { topic: 'quotationCreated', quotationId: copy.id });
    return getQuotation(tx, viewer, { id: copy.id });
  });
}
