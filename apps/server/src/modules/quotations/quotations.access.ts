import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { normalizeQuotationNumber } from '@spokes/domain/quotation-number';
import { loweredContains } from '../../db/list';
import { employees } from '../../db/schema/employees';
import { quotations } from '../../db/schema/quotations';

/** The quotation list's filters; the caller resolves a company's subtree or name to company ids. */
export type QuotationListFilter = {
  quotation_number?: string | null;
  employee_name?: string | null;
  company_ids?: number[] | null;
  order_status_id?: number | null;
  bike_type_id?: number | null;
  no_order?: boolean | null;
  dealer_id?: number | null;
  active_only?: boolean | null;
};

/**
 * The filters over `quotations` alone (no joins), for the page or for its count: the same rows
 * whatever the sort joins. The order's status is the quotation's own copy (migration 0009). The
 * employee's name is too, lowered (migration 0027), for the page: walking the sort's index it
 * checks each row's copy and stops at ten. The count reads up to 10,001 matches, which the
 * employee's ids give from the employee_fk index alone; the copy's trigram index made it visit
 * every match's row (17 against 10 ms at a million quotations, 34 against 11 ms in PGlite at
 * 100,000). The quotation number is one number however it is typed ("7", "Q7" and "000007" all
 * find Q000007); names match anywhere, any case.
 */
export function quotationListWhere(filter: QuotationListFilter, read: 'page' | 'count'): SQL | undefined {
  const number = normalizeQuotationNumber(filter.quotation_number);
  const employeeName = filter.employee_name?.trim();
  const employeeMatch = (name: string) =>
    read === 'page'
      ? loweredContains(quotations.employee_name_lower, name)
      : sql`${quotations.employee_fk} = any(array(select ${employees.id} from ${employees} where ${loweredContains(employees.name_lower, name)}))`;
  return and(
    number ? eq(quotations.quotation_number, number) : undefined,
    employeeName ? employeeMatch(employeeName) : undefined,
    filter.company_ids ? inArray(quotations.company_fk, filter.company_ids) : undefined,
    filter.order_status_id != null ? eq(quotations.order_status_fk, filter.order_status_id) : undefined,
    filter.bike_type_id != null ? eq(quotations.bike_type_fk, filter.bike_type_id) : undefined,
    filter.no_order ? isNull(quotations.order_status_fk) : undefined,
    filter.dealer_id != null ? eq(quotations.dealer_fk, filter.dealer_id) : undefined,
    filter.active_only ? eq(quotations.active, true) : undefined,
  );
}
