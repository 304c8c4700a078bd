import { SHEET_PREVIEW_SAMPLE, type SheetPreviewKey } from './calculation-sheets';
import { BIKE_TYPE } from './codes';
import { calculateLease, type CalculationSheet, type LeaseResult } from './lease-calculation';
import { LEASE_RESULT_ROWS, type LeaseAmountKey } from './lease-result-rows';

// Apart from calculation-sheets.ts: the sheet page shows the preview's rows, the server computes
// them, and the page should not download the lease calculation for it.

/**
 * The sample quotation's amounts under `sheet` (the domain's lease calculation). The financing is
 * not a named amount of the calculation; it is shown as what the lease amount leaves after
 * insurance, maintenance and assistance, so the preview's figures add up as printed.
 */
export function sheetPreviewAmounts(sheet: CalculationSheet): Record<SheetPreviewKey, number> {
  const result: LeaseResult = calculateLease(sheet, {
    amounts: { BIKE_VALUE: SHEET_PREVIEW_SAMPLE.bikeValueCents },
    bikeTypeId: BIKE_TYPE[SHEET_PREVIEW_SAMPLE.bikeTypeCode].id,
    companyHasMaintenanceField: false,
  });
  const financing =
    result.lease_amount - result.insurance_amount - result.maintenance_amount - result.assistance_amount;
  return {
    financing,
    ...(Object.fromEntries(LEASE_RESULT_ROWS.map(([key]) => [key, result[key]])) as Record<
      LeaseAmountKey,
      number
    >),
  };
}
